import argparse
import os
import torch
from safetensors import safe_open
from safetensors.torch import load_file, save_file
from tqdm import tqdm
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def is_unet_key(key):
TEXT_ENCODER_KEY_REPLACEMENTS = [
def replace_text_encoder_key(key):
def merge(args):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Merge models")
    parser.add_argument("--models", nargs="+", type=str, help="Models to merge")
    parser.add_argument("--output", type=str, help="Output model")
    parser.add_argument("--ratios", nargs="+", type=float, help="Ratios of models, default is equal, total = 1.0")
    parser.add_argument("--unet_only", action="store_true", help="Only merge unet")
    parser.add_argument("--device", type=str, default="cpu", help="Device to use, default is cpu")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--show_skipped", action="store_true", help="Show skipped keys (keys not in first model)")
