import argparse
import copy
import math
import os
from multiprocessing import Value
import toml
from tqdm import tqdm
import torch
from library.device_utils import init_ipex, clean_memory_on_device
from accelerate.utils import set_seed
from library import (
from library.sd3_train_utils import FlowMatchEulerDiscreteScheduler
import library.train_util as train_util
from library.utils import setup_logging, add_logging_arguments
import logging
logger = logging.getLogger(__name__)
import library.config_util as config_util
from library.config_util import (
from library.custom_train_functions import apply_masked_loss, add_custom_train_arguments
def train(args):
    if args.cpu_offload_checkpointing and not args.gradient_checkpointing:
            "cpu_offload_checkpointing is enabled, so gradient_checkpointing is also enabled / cpu_offload_checkpointingが有効になっているため、gradient_checkpointingも有効になります"
        args.gradient_checkpointing = True
    # ) or not args.cpu_offload_checkpointing, "blocks_to_swap is not supported with cpu_offload_checkpointing / blocks_to_swapはcpu_offload_checkpointingと併用できません"
    if args.gradient_checkpointing:
        nextdit.enable_gradient_checkpointing(
            cpu_offload=args.cpu_offload_checkpointing
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        "--cpu_offload_checkpointing",
        help="[EXPERIMENTAL] enable offloading of tensors to CPU during checkpointing / チェックポイント時にテンソルをCPUにオフロードする",
if __name__ == "__main__":
