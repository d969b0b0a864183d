from __future__ import annotations
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any
import torch.nn as nn
from torch_checkpointing.barriers import TCPStoreBarrierConfig
from torch_checkpointing.checkpoint_manager import (
from torch_checkpointing.checkpoint_writer import CheckpointWriterConfig
from torch_checkpointing.config import AsyncCheckpointSaverConfig
from torch_checkpointing.default_resharder import DefaultResharder
from torch_checkpointing.schema import ItemSpec
from torch_checkpointing.staging import CheckpointStagerConfig
from torch_checkpointing.storage.base_storage import Storage
from torch_checkpointing.storage.filesystem import LocalFileSystemStorageConfig
from torchtitan.components.data.loader import BaseDataLoader
from torchtitan.components.optimizer import LRSchedulersContainer, OptimizersContainer
from torchtitan.config import TORCH_DTYPE_MAP
from torchtitan.protocols.state_dict_adapter import BaseStateDictAdapter
from torchtitan.tools import filesystem
from .base import (
DEFAULT_TORCH_CHECKPOINTING_BARRIER_TCPSTORE_PORT = 43001
_DEFAULT_BARRIER_INIT_TIMEOUT_SEC = 60
_DEFAULT_BARRIER_TIMEOUT_SEC = 600
class _BackendCheckpointStorage:
    """``CheckpointStorage`` backed by a ``torch_checkpointing`` ``Storage``.
    ``checkpoint.folder`` or ``checkpoint.initial_load_path``, and the manager
def _item_specs() -> dict[str, ItemSpec]:
def _default_backend_config() -> BackendCheckpointManager.Config:
            checkpoint_write_barrier_timeout_sec=barrier_timeout_sec,
                master_address=os.environ.get("MASTER_ADDR", "localhost"),
                use_checkpoint_barrier_tcpstore_libuv=True,
class TorchCheckpointingManager(BaseCheckpointManager):
    """TorchTitan checkpoint manager backed by ``torch_checkpointing``."""
            ("checkpoint.folder", self.folder),
            ("checkpoint.initial_load_path", config.initial_load_path),
                    "not yet supported by torch_checkpointing. Use the DCP "
                    "checkpoint manager for remote storage."
        self.enable_first_step_checkpoint = config.enable_first_step_checkpoint
                "checkpoint.last_save_in_hf is True, but sd_adapter is not provided."
