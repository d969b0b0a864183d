import argparse
import math
import os
import torch
from safetensors.torch import load_file, save_file, safe_open
from tqdm import tqdm
from library import train_util, model_util
import numpy as np
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def load_state_dict(file_name):
def save_to_file(file_name, model, metadata):
def split_lora_model(lora_sd, unit):
def split(args):
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument("--unit", type=int, default=None, help="size of rank to split into / rankを分割するサイズ")
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
