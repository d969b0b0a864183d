import importlib
import argparse
import math
import os
import toml
from multiprocessing import Value
from tqdm import tqdm
import torch
from library import deepspeed_utils
from library.device_utils import init_ipex, clean_memory_on_device
from accelerate.utils import set_seed
import diffusers
from diffusers import DDPMScheduler
import library
import library.train_util as train_util
import library.huggingface_util as huggingface_util
import library.config_util as config_util
import library.sai_model_spec as sai_model_spec
from library.config_util import (
import library.custom_train_functions as custom_train_functions
from library.custom_train_functions import (
import library.original_unet as original_unet
from XTI_hijack import unet_forward_XTI, downblock_forward_XTI, upblock_forward_XTI
from library.utils import setup_logging, add_logging_arguments
import logging
logger = logging.getLogger(__name__)
imagenet_templates_small = [
imagenet_style_templates_small = [
def train(args):
    if args.gradient_checkpointing:
        unet.enable_gradient_checkpointing()
        text_encoder.gradient_checkpointing_enable()
    if args.gradient_checkpointing:  # according to TI example in Diffusers, train is required
        os.makedirs(args.output_dir, exist_ok=True)
        ckpt_file = os.path.join(args.output_dir, ckpt_name)
        logger.info(f"saving checkpoint: {ckpt_file}")
        old_ckpt_file = os.path.join(args.output_dir, old_ckpt_name)
            logger.info(f"removing old checkpoint: {old_ckpt_file}")
def save_weights(file, updated_embs, save_dtype):
def load_weights(file):
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
