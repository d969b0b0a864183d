from __future__ import annotations
import queue
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.checkpoint.stateful import Stateful
from torch.distributed.tensor import DTensor
from torchtitan.config import Configurable
from torchtitan.tools import filesystem
from torchtitan.tools.logging import logger
MODEL = "model"
OPTIMIZER = "optimizer"
LR_SCHEDULER = "lr_scheduler"
DATALOADER = "dataloader"
TRAIN_STATE = "train_state"
def purge_thread(
    """Thread to purge the old checkpoints.
def _shares_storage(a: torch.Tensor, b: torch.Tensor) -> bool:
class ModelWrapper(Stateful):
    interface for distributed checkpointing.
           into a single flat view so checkpointing code can interact
           buffers across saves (the fast checkpoint path). Parameter tensors
        # strict=False because state_dict is the flattened checkpoint dict, which
class CheckpointStorage(Protocol):
    """The path operations a checkpoint manager needs from its storage.
    Managers differ in how they read and write checkpoint bytes, but they ask
    the same handful of questions about paths: is this a checkpoint directory,
    Paths are ``str`` rather than ``Path`` because a checkpoint id may be a
class BaseCheckpointManager(Configurable, ABC):
    """Contract every TorchTitan checkpoint manager implements.
        """Restore state from ``step``, or the latest checkpoint when ``-1``."""
        """Implement ``load``. Only called when checkpointing is enabled."""
        """Implement ``save``. Only called when checkpointing is enabled."""
        """Implement ``close``. Only called when checkpointing is enabled."""
