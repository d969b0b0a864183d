import gc
import io
import logging
import pickle
import shutil
import traceback
from abc import ABCMeta, abstractmethod
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from contextlib import contextmanager
from copy import deepcopy
from dataclasses import dataclass, field, replace
from functools import reduce
from multiprocessing import shared_memory
from pathlib import Path
from typing import Any, Dict, Generator, List, Optional, Set, Tuple, cast
import numpy as np
import torch
import torch.distributed.checkpoint as dist_cp
import torch.multiprocessing as mp
import torch.nn as nn
from packaging import version
from torch.distributed import _remote_device
from torch.distributed._shard._utils import narrow_tensor_by_index
from torch.distributed._shard.metadata import ShardMetadata
from torch.distributed._shard.sharded_tensor import ShardedTensor
from torch.distributed.checkpoint.filesystem import WriteResult, _StorageInfo
from torch.distributed.checkpoint.metadata import Metadata, MetadataIndex
from torch.distributed.checkpoint.optimizer import load_sharded_optimizer_state_dict
from torch.distributed.checkpoint.planner import LoadItemType, ReadItem
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import StateDictType
from torch.distributed.fsdp.api import (
from torch.futures import Future
from torch.nn.parallel import DistributedDataParallel as DDP
from olmo import util
from .aliases import PathOrStr
from .config import BaseConfig, ShardedCheckpointerType, TrainConfig
from .exceptions import OLMoCheckpointError
from .optim import Optimizer, fix_optim_state_dict
from .safetensors_util import safetensors_file_to_state_dict
from .torch_util import (
from .util import (
__all__ = [
    "build_sharded_checkpointer",
log = logging.getLogger(__name__)
MODEL_AND_OPTIM_FOLDER = "model_and_optim"
def save_fsdp_model_and_optim_state(
    checkpoint_dir: PathOrStr,
    Use this to save a state dict for an FSDP model and its optimizer via :module:`torch.distributed.checkpoint`
    :param checkpoint_dir: The directory to save to.
    :param upload_to: Optional, a remote "directory" to upload the checkpoint files to.
    :raises FileExistsError: If a model and optim checkpoint already exists in ``checkpoint_dir`` and ``save_overwrite=False``.
    checkpoint_dir = Path(checkpoint_dir)
    target_dir = checkpoint_dir / MODEL_AND_OPTIM_FOLDER
def load_fsdp_model_and_optim_state(
    checkpoint_dir: PathOrStr,
    Use this to load a state dict for an FSDP model and its optimizer via :module:`torch.distributed.checkpoint`
    :param checkpoint_dir: The checkpoint directory to load from. This can be a local or remote directory.
    :param local_cache: A local cache of the checkpoint directory. Use this when the ``checkpoint_dir`` is a
    :raises FileNotFoundError: If the ``checkpoint_dir`` doesn't contain a model and optimizer checkpoint.
    load_path = str(checkpoint_dir).rstrip("/")
def load_fsdp_optim_state(fsdp_model: FSDP, optim: Optimizer, optim_state: Dict[str, Any]):
def save_state_dict(
    checkpoint_dir: PathOrStr,
    Save a regular state dict to the file ``fname`` within ``checkpoint_dir`` using :func:`torch.save()`.
    :param checkpoint_dir: The directory to save to.
    :param fname: The target file within ``checkpoint_dir`` to save to. This should be a path relative to the ``checkpoint_dir``.
    :raises FileExistsError: If the ``fname`` already exists within ``checkpoint_dir`` and ``save_overwrite=False``.
    checkpoint_dir = Path(checkpoint_dir)
    target_path = checkpoint_dir / fname
def load_state_dict(
    checkpoint_dir: PathOrStr,
    Load a regular state dict from the file ``fname`` within ``checkpoint_dir`` using :func:`torch.load()`.
    :param checkpoint_dir: A local or remote checkpoint directory.
    :param fname: The target file within the ``checkpoint_dir``. This should be a path relative to the ``checkpoint_dir``.
    :param local_cache: A local cache of the checkpoint directory. Use this when the ``checkpoint_dir`` is a
    :raises FileNotFoundError: If ``fname`` doesn't exist in the ``checkpoint_dir`` or the local cache.
                str(checkpoint_dir).rstrip("/"), fname[:-2] + "safetensors", local_cache=local_cache
    path = resource_path(str(checkpoint_dir).rstrip("/"), fname, local_cache=local_cache)
def load_model_state(checkpoint_dir: PathOrStr, model: torch.nn.Module):
    Load model state from a distributed FSDP model checkpoint created from :func:`save_fsdp_model_and_optim_state()`.
        RemoteFileSystemReader(f"{str(checkpoint_dir).rstrip('/')}/{MODEL_AND_OPTIM_FOLDER}"),
class RemoteFileSystemWriter(dist_cp.FileSystemWriter):
    A subclass of :class:`~torch.distributed.checkpoint.FileSystemWriter` that can upload files
            # returns because uploading big checkpoint files with multiple threads causes
class RemoteFileSystemReader(dist_cp.StorageReader):
    A :class:`~torch.distributed.checkpoint.StorageReader` based on :class:`~torch.distributed.checkpoint.FileSystemReader`
class Checkpointer(metaclass=ABCMeta):
    def save_checkpoint(
    def restore_checkpoint(
        Restores a checkpoint to the model and optimizer. Returns the remaining trainer state.
    def unshard_checkpoint(
        Unshard a checkpoint.
        # Make sure checkpoint directory doesn't exist unless it's okay to overwrite it.
        checkpoint_dir = Path(dir)
        if not dir_is_empty(checkpoint_dir):
                    shutil.rmtree(checkpoint_dir, ignore_errors=True)
                raise FileExistsError(checkpoint_dir)
        checkpoint_dir_tmp = checkpoint_dir.with_name(checkpoint_dir.name + "-tmp")
