from __future__ import annotations
import enum
import os
import queue
import re
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, cast, Literal, TYPE_CHECKING
import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp
from torch.distributed.checkpoint import HuggingFaceStorageWriter
from torch.distributed.checkpoint._consolidate_hf_safetensors import (
from torch.distributed.checkpoint.staging import DefaultStager, StagingOptions
from torch.distributed.checkpoint.state_dict_saver import (
from torchtitan.config import TORCH_DTYPE_MAP
from torchtitan.observability import structured_logger as sl
from torchtitan.tools import filesystem
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import GarbageCollection
from .base import (
class AsyncMode(str, enum.Enum):
class SaveDone:
class _FilesystemCheckpointStorage:
    fsspec, so DCP keeps reading and writing remote checkpoint folders exactly
class CheckpointManager(BaseCheckpointManager):
    """This class manages the checkpointing logic for the TorchTitan trainer.
        config (Checkpoint): The config used to configure the checkpointing.
        base_folder (str): The base folder to save the checkpoint. Will be concatenated
        self.enable_first_step_checkpoint = config.enable_first_step_checkpoint
                "checkpoint.last_save_in_hf is True, but sd_adapter is not provided."
                f"Unknown checkpoint async_mode {config.async_mode}"
        checkpoint_id: str,
            checkpoint_id (str): Unique identifier (usually a path) for the checkpoint.
                os.path.join(checkpoint_id, "sharded")
                else checkpoint_id
        checkpoint_save_id = (
            None if to_hf else checkpoint_id
