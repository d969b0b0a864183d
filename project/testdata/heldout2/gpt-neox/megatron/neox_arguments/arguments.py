import base64
import os
from pathlib import Path
import yaml
import json
import logging
import copy
import torch
import argparse
from pkg_resources import packaging
from importlib.metadata import version
from dataclasses import dataclass
from typing import List, Dict
from socket import gethostname
from deepspeed.launcher.runner import DLTS_HOSTFILE
from megatron.logging import Tee
from megatron.tokenizer import build_tokenizer
from megatron.utils import obtain_resource_pool, expand_attention_types
from .deepspeed_args import NeoXArgsDeepspeedConfig, NeoXArgsDeepspeedRunner
from .neox_args import (
END = "\033[0m"
GREEN = "\033[92m"
RED = "\033[91m"
YELLOW = "\033[93m"
ERROR = f"{RED}[ERROR]{END} "
FAIL = f"{RED}[FAIL]{END}"
INFO = "[INFO]"
OKAY = f"{GREEN}[OKAY]{END}"
SUCCESS = f"{GREEN} [SUCCESS] {END}"
WARNING = f"{YELLOW}[WARNING]{END}"
ZERO_DEFAULTS = {
OPT_DEFAULT = "Adam"
OPT_PARAMS_DEFAULTS = {
AUTOTUNING_ARGS = (
BASE_CLASSES = [
DEEPSPEED_ARG_CLASSES = [NeoXArgsDeepspeedRunner, NeoXArgsDeepspeedConfig]
NEOX_ARG_CLASSES = [i for i in BASE_CLASSES if i not in DEEPSPEED_ARG_CLASSES]
if "DLTS_HOSTFILE" in os.environ:
    DLTS_HOSTFILE = os.environ["DLTS_HOSTFILE"]
@dataclass
class NeoXArgs(*BASE_CLASSES):
                self.tensorboard_writer = SummaryWriter(log_dir=self.tensorboard_dir)
            # load original config files to save unchanged with checkpoint
            ), "At least two config files have the same filename. This will result in conflicts when saving out configs with the checkpoint in one single directory. Please use unique names for configs."
        # this is used when saving checkpoints
        parser = argparse.ArgumentParser(
        group = parser.add_argument_group(title="Training Configuration")
        group.add_argument(
        group.add_argument(
        group.add_argument(
        group = parser.add_argument_group(title="Weights and Biases monitoring args")
        group.add_argument(
        group.add_argument(
        group.add_argument(
        group = parser.add_argument_group(title="Eval args")
        group.add_argument(
        group.add_argument(
            help="Iteration to load checkpoint from in the eval.py and generate.py scripts. If None is provided, uses the latest iteration.",
        group.add_argument(
        parser.add_argument(
        group = parser.add_argument_group(title="Generation args")
        group.add_argument(
        group.add_argument(
        tuning = parser.add_argument_group(title="DeepSpeed Autotuning")
        tuning.add_argument(
        parser = argparse.ArgumentParser(
        parser.add_argument(
        parser.add_argument(
            # master_address = os.environ['SLURM_JOB_NODELIST'].split('\n')[0]
        if "DLTS_HOSTFILE" in os.environ:
                    "hostfile", os.environ["DLTS_HOSTFILE"]
        if "MASTER_ADDR" in os.environ:
                    "master_addr", os.environ["MASTER_ADDR"]
        if self.log_dir:
            os.makedirs(self.log_dir, exist_ok=True)
            file_prefix = os.path.join(self.log_dir, hostname)
            os.environ["LOCAL_RANK"] = os.environ["SLURM_LOCALID"]
            os.environ["RANK"] = os.environ["SLURM_PROCID"]
            os.environ["WORLD_SIZE"] = (
                os.environ["SLURM_NTASKS"]
                if os.environ.get("SLURM_NTASKS") is not None
                    int(os.environ["SLURM_NNODES"])
                    * int(os.environ["SLURM_NTASKS_PER_NODE"])
        self.update_value("local_rank", int(os.getenv("LOCAL_RANK", "0")))
        self.update_value("rank", int(os.getenv("RANK", "0")))
        self.update_value("world_size", int(os.getenv("WORLD_SIZE", "1")))
            and self.checkpoint_factor is None
                + ".validate_values() checkpoint_factor or extra_save_iters must be defined if save is defined"
