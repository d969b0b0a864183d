import argparse
import itertools
import math
import os
from multiprocessing import Value
import toml
from tqdm import tqdm
import torch
from library import deepspeed_utils, strategy_base
from library.device_utils import init_ipex, clean_memory_on_device
from accelerate.utils import set_seed
from diffusers import DDPMScheduler
import library.train_util as train_util
import library.config_util as config_util
import library.sai_model_spec as sai_model_spec
from library.config_util import (
import library.custom_train_functions as custom_train_functions
from library.custom_train_functions import (
from library.utils import setup_logging, add_logging_arguments
import library.strategy_sd as strategy_sd
import logging
logger = logging.getLogger(__name__)
def train(args):
    if args.gradient_checkpointing:
        unet.enable_gradient_checkpointing()
        text_encoder.gradient_checkpointing_enable()
        # train==True is required to enable gradient_checkpointing
        if args.gradient_checkpointing or global_step < args.stop_text_encoder_training:
                if not args.gradient_checkpointing:
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
