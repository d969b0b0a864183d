from __future__ import annotations
import cProfile
import functools
import gc
import logging
import math
import os
import random
import shutil
import time
from collections import deque
from contextlib import nullcontext
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from pstats import SortKey
from typing import Any, Callable, Deque, Dict, List, Optional, TextIO, Tuple, Union
import numpy as np
import torch
import torch.distributed as dist
import torch.nn.functional as F
import torch.utils
import torch.utils.hooks
import wandb
from packaging import version
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader
from .aliases import PathOrStr
from .checkpoint import Checkpointer, FullCheckpointer, build_sharded_checkpointer
from .config import (
from .data import IterableDataset
from .eval import Evaluator
from .exceptions import OLMoConfigurationError
from .model import OLMo
from .optim import Optimizer, Scheduler
from .torch_util import (
from .util import upload
__all__ = ["SpeedMonitor", "LRMonitor", "Trainer"]
log = logging.getLogger(__name__)
@dataclass
class SpeedMonitor:
    start_times: Deque[float] = field(default_factory=lambda: deque([]))
    global_total_tokens: int = 0
    device_interval_tokens: Deque[int] = field(default_factory=lambda: deque([]))
@dataclass
class LRMonitor:
def cross_entropy_loss(
    reduction: str = "mean",
    z_loss_multiplier: float = 1e-4,
@dataclass
class Trainer:
    global_step: int = 0
    global_train_examples_seen_this_epoch: int = 0
    global_train_tokens_seen: int = 0
    checkpoints: List[Path] = field(default_factory=list)
    unsharded_checkpoints: List[Path] = field(default_factory=list)
    ephemeral_checkpoints: List[Path] = field(default_factory=list)
    _start_time: float = 0.0
    loss_fn: Callable[..., torch.Tensor] = field(default_factory=lambda: cross_entropy_loss)  # type: ignore
    last_sharded_checkpoint_step: Optional[int] = None
    last_unsharded_checkpoint_step: Optional[int] = None
            "checkpoints": self.checkpoints,
            "unsharded_checkpoints": self.unsharded_checkpoints,
            "ephemeral_checkpoints": self.ephemeral_checkpoints,
        self.checkpoints = [
            for path in state_dict["checkpoints"]
        self.unsharded_checkpoints = [
            for path in state_dict["unsharded_checkpoints"]
        self.ephemeral_checkpoints = [
            for path in state_dict.get("ephemeral_checkpoints", [])
        checkpoint_epoch = state_dict.get("epoch") or 0
            self.epoch = checkpoint_epoch
        elif checkpoint_epoch != self.epoch:
        # Reset learning rate and weight decay to the values from the config, not the checkpoint.
                "Trainer will not restore RNG states since the RNG states in the checkpoint are missing or invalid. "
                "This typically happens when restoring from an unsharded checkpoint or a checkpoint that was saved "
    def _save_checkpoint(
        self, checkpointer: Checkpointer, checkpoint_type: CheckpointType
        if checkpoint_type == CheckpointType.sharded:
            current_checkpoints = self.checkpoints
            num_checkpoints_to_keep = self.cfg.save_num_checkpoints_to_keep
        elif checkpoint_type == CheckpointType.unsharded:
            current_checkpoints = self.unsharded_checkpoints
            num_checkpoints_to_keep = self.cfg.save_num_unsharded_checkpoints_to_keep
        elif checkpoint_type == CheckpointType.sharded_ephemeral:
            current_checkpoints = self.ephemeral_checkpoints
            num_checkpoints_to_keep = 1
            raise NotImplementedError(checkpoint_type)
        checkpoint_dir = Path(self.cfg.save_folder) / f"step{self.global_step}{suffix}"
        remote_checkpoint_dir: Optional[str] = None
            remote_checkpoint_dir = f"{self.cfg.remote_save_folder.rstrip('/')}/{checkpoint_dir.name}"
        current_checkpoints.append(checkpoint_dir)
        # Save the checkpoint.
            checkpointer.save_checkpoint(
                checkpoint_dir,
                upload_to=remote_checkpoint_dir,
                latest_path.symlink_to(checkpoint_dir.name, target_is_directory=True)
                if latest_path.resolve().name != checkpoint_dir.name:
        # Remove old checkpoints.
