from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple
import dacite
import torch
from packaging.version import Version
from safetensors.torch import safe_open, save_file
from torch import nn
from tqdm import tqdm
from nanotron import distributed as dist
from nanotron import logging
from nanotron.constants import CHECKPOINT_VERSION
from nanotron.distributed import get_global_rank
from nanotron.logging import log_rank
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter, ShardedInfo, SlicesPair
from nanotron.serialize.metadata import CheckpointMetadata, TensorMetadata, load_meta
from nanotron.serialize.utils import (
logger = logging.get_logger(__name__)
def save_weights(model: nn.Module, parallel_context: ParallelContext, root_folder: Path):
class CheckpointVersionFromShardFileException(Exception):
    """Raise when loading checkpoint version from shard file fails"""
def read_checkpoint_version_from_shard_file(param_save_path: Path) -> Version:
            checkpoint_version = param_metadata.version
    return checkpoint_version
def read_checkpoint_version_from_meta(parallel_context: ParallelContext, root_folder: Path) -> Version:
    checkpoint_metadata: CheckpointMetadata = load_meta(parallel_context=parallel_context, root_folder=root_folder)
    checkpoint_version = checkpoint_metadata.version
    return checkpoint_version
def get_checkpoint_version(parallel_context, root_folder, param_save_path: Path) -> Version:
        checkpoint_version = read_checkpoint_version_from_shard_file(param_save_path=param_save_path)
            f"Failed to read checkpoint version from shard file {param_save_path}, reading from meta file.",
        checkpoint_version = read_checkpoint_version_from_meta(
    return checkpoint_version
def load_sharded_param_latest(
    checkpoint_unsharded_shape = None
            if checkpoint_unsharded_shape is None:
                checkpoint_unsharded_shape = param_metadata.unsharded_shape
                assert checkpoint_unsharded_shape == param_metadata.unsharded_shape
                # so that we can shard optimizer checkpoints in this way
    assert checkpoint_unsharded_shape is not None
