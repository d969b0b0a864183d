import importlib
import argparse
import math
import os
import sys
import random
import time
import json
from multiprocessing import Value
import toml
from tqdm import tqdm
import torch
from library.device_utils import init_ipex, clean_memory_on_device
from accelerate.utils import set_seed
from diffusers import DDPMScheduler
from library import deepspeed_utils, model_util
import library.train_util as train_util
from library.train_util import DreamBoothDataset
import library.config_util as config_util
from library.config_util import (
import library.huggingface_util as huggingface_util
import library.custom_train_functions as custom_train_functions
from library.custom_train_functions import (
from library.utils import setup_logging, add_logging_arguments
import logging
logger = logging.getLogger(__name__)
class NetworkTrainer:
        if args.gradient_checkpointing:
            unet.enable_gradient_checkpointing()
                t_enc.gradient_checkpointing_enable()
            network.enable_gradient_checkpointing()  # may have no effect
        if args.gradient_checkpointing:
                # set top parameter requires_grad = True for gradient checkpointing works
        def save_model_hook(models, weights, output_dir):
            train_state_file = os.path.join(output_dir, "train_state.json")
            "ss_gradient_checkpointing": args.gradient_checkpointing,
            os.makedirs(args.output_dir, exist_ok=True)
            ckpt_file = os.path.join(args.output_dir, ckpt_name)
            accelerator.print(f"\nsaving checkpoint: {ckpt_file}")
            old_ckpt_file = os.path.join(args.output_dir, old_ckpt_name)
                accelerator.print(f"removing old checkpoint: {old_ckpt_file}")
                    if args.gradient_checkpointing:
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--unet_lr", type=float, default=None, help="learning rate for U-Net / U-Netの学習率")
    parser.add_argument("--text_encoder_lr", type=float, default=None, help="learning rate for Text Encoder / Text Encoderの学習率")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    # parser.add_argument("--loraplus_lr_ratio", default=None, type=float, help="LoRA+ learning rate ratio")
    # parser.add_argument("--loraplus_unet_lr_ratio", default=None, type=float, help="LoRA+ UNet learning rate ratio")
    # parser.add_argument("--loraplus_text_encoder_lr_ratio", default=None, type=float, help="LoRA+ text encoder learning rate ratio")
if __name__ == "__main__":
