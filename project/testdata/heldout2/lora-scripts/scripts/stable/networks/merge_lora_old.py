import argparse
import os
import torch
from safetensors.torch import load_file, save_file
import library.model_util as model_util
import lora
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def load_state_dict(file_name, dtype):
def save_to_file(file_name, model, state_dict, dtype):
def merge_to_sd_model(text_encoder, unet, models, ratios, merge_dtype):
def merge_lora_models(models, ratios, merge_dtype):
def merge(args):
    text_encoder, vae, unet = model_util.load_models_from_stable_diffusion_checkpoint(args.v2, args.sd_model)
    model_util.save_stable_diffusion_checkpoint(args.v2, args.save_to, text_encoder, unet,
def setup_parser() -> argparse.ArgumentParser:
  parser = argparse.ArgumentParser()
  parser.add_argument("--v2", action='store_true',
  parser.add_argument("--save_precision", type=str, default=None,
  parser.add_argument("--precision", type=str, default="float",
  parser.add_argument("--sd_model", type=str, default=None,
  parser.add_argument("--save_to", type=str, default=None,
  parser.add_argument("--models", type=str, nargs='*',
  parser.add_argument("--ratios", type=float, nargs='*',
if __name__ == '__main__':
