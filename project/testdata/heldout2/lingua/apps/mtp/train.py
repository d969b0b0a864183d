from copy import deepcopy
import gc
import logging
import os
import sys
import time
from contextlib import ExitStack
from dataclasses import asdict, dataclass, field
from pathlib import Path
from timeit import default_timer as timer
from typing import Any, Dict, List, Optional
import numpy as np
from omegaconf import OmegaConf
import torch
import torch.distributed
import torch.nn.functional as F
import xformers.profiler
from torch.optim import lr_scheduler
from torch.distributed.checkpoint.stateful import Stateful
from torch.distributed._tensor import DTensor
from lingua.args import dataclass_from_dict, dump_config, flatten_dict
from lingua.checkpoint import CheckpointArgs, CheckpointManager, load_from_checkpoint
from lingua.data import (
from lingua.distributed import (
from lingua.logger import init_logger
from lingua.metrics import (
from lingua.optim import OptimArgs, build_optimizer
from lingua.profiling import ProfilerArgs, maybe_run_profiler
from lingua.tokenizer import build_tokenizer
from apps.mtp.transformer import (
from lingua.probe import AutoProbeD
from lingua.stool import StoolArgs, launch_job
import wandb
logger = logging.getLogger()
@dataclass
class TrainArgs:
    name: str = "lingua"
    dump_dir: str = ""
    seed: int = 42
    grad_acc_steps: int = 1
    gc_collect_freq: int = 1000
    steps: int = 1000
    data: DataArgs = field(default_factory=DataArgs)
    optim: OptimArgs = field(default_factory=OptimArgs)
    model: LMMTPArgs = field(default_factory=LMMTPArgs)
    distributed: DistributedArgs = field(default_factory=DistributedArgs)
    env: EnvironmentArgs = field(default_factory=EnvironmentArgs)
    checkpoint: CheckpointArgs = field(default_factory=CheckpointArgs)
    profiling: ProfilerArgs = field(default_factory=ProfilerArgs)
    logging: LoggingArgs = field(default_factory=LoggingArgs)
@dataclass
class TrainState(Stateful):
def validate_train_args(args: TrainArgs, output_size: int):
    if args.checkpoint.path is None:
        logger.info(f"Setting checkpoint path to {str(Path(args.dump_dir) / "checkpoints")}")
        args.checkpoint.path = str(Path(args.dump_dir) / "checkpoints")
            args.distributed.selective_activation_checkpointing is False
        ), "Probing not supported with selective activation checkpointing"
preemption_flag = dict(flag=False)
def set_preemption_flag(signum, frame):
    logger.warning("Preemption ! checkpointing asap and exiting.")
def every_n_steps(train_state, freq, acc_step=None, acc_freq=None):
def train(args: TrainArgs):
        if args.checkpoint.init_ckpt_path:
            logger.info(f"Loading initial model from {args.checkpoint.init_ckpt_path}")
            load_from_checkpoint(args.checkpoint.init_ckpt_path, model, model_key="model") # Put model_key="" if its directly the model checkpoint
        checkpoint = CheckpointManager.instantiate_and_make_dir(args.checkpoint)
        checkpoint.load(model, optimizer, train_state, world_mesh)
        # Either load from latest checkpoint or start from scratch
                train_state, args.checkpoint.dump.every, acc_step=0
            ) or every_n_steps(train_state, args.checkpoint.eval.every, acc_step=0):
                saved = checkpoint.save(
                train_state, args.checkpoint.eval.every, acc_step=0
                eval_args.ckpt_dir = str(checkpoint.existing_saves[-1])
                eval_args.metric_log_dir = args.dump_dir
                    checkpoint.save(
        checkpoint.save(
def main():
if __name__ == "__main__":
