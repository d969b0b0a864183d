from tqdm import tqdm
from library import model_util
import library.train_util as train_util
import argparse
from transformers import CLIPTokenizer
import torch
from library.device_utils import init_ipex, get_preferred_device
import library.model_util as model_util
import lora
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
TOKENIZER_PATH = "openai/clip-vit-large-patch14"
V2_STABLE_DIFFUSION_PATH = "stabilityai/stable-diffusion-2"     # ここからtokenizerだけ使う
DEVICE = get_preferred_device()
def interrogate(args):
    tokenizer: CLIPTokenizer = CLIPTokenizer.from_pretrained(V2_STABLE_DIFFUSION_PATH, subfolder="tokenizer")
def setup_parser() -> argparse.ArgumentParser:
  parser = argparse.ArgumentParser()
  parser.add_argument("--v2", action='store_true',
  parser.add_argument("--sd_model", type=str, default=None,
  parser.add_argument("--model", type=str, default=None,
  parser.add_argument("--batch_size", type=int, default=16,
  parser.add_argument("--clip_skip", type=int, default=None,
if __name__ == '__main__':
