import os
import argparse
import torch
from accelerate import DeepSpeedPlugin, Accelerator
from .utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def add_deepspeed_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--deepspeed", action="store_true", help="enable deepspeed training")
    parser.add_argument("--zero_stage", type=int, default=2, choices=[0, 1, 2, 3], help="Possible options are 0,1,2,3.")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
def prepare_deepspeed_args(args: argparse.Namespace):
def prepare_deepspeed_plugin(args: argparse.Namespace):
        args.train_batch_size * args.gradient_accumulation_steps * int(os.environ["WORLD_SIZE"])
def prepare_deepspeed_model(args: argparse.Namespace, **models):
