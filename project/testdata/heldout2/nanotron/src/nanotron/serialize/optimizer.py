import json
import warnings
from collections import defaultdict
from pathlib import Path
from typing import Dict, Optional, Tuple
import torch
from torch import nn
from tqdm import tqdm
from nanotron import distributed as dist
from nanotron import optim
from nanotron.optim.zero import (
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.serialize.metadata import TensorMetadata
from nanotron.serialize.utils import ObjectType, merge_and_shard_tp_tensors
def optimizer_filename(parallel_context: ParallelContext, is_zero: bool):
def lr_scheduler_filename(parallel_context: ParallelContext, is_zero: bool):
def save_optimizer(
def save_lr_scheduler(
def state_dict_to_device(state_dict: Dict, device: str) -> Dict:
    ), "Optimizer states should be on CPU to avoid extra memory usage when loading from checkpoint"
def load_optimizer(
        def get_checkpoint_state_metadata(param_name: str, pp_rank: int, tp_rank: int) -> TensorMetadata:
            # NOTE: if the checkpoint is from a Zero-1 optimizer, then we need to merge the shards
            # NOTE: if the checkpoint is from a Zero-0 optimizer, then we don't need to merge the shards
            # across data parallel dimension, just directly load the checkpoints
        # Since model parameters and optimizer states are aligned, loads only the optimizer states for these parameters from the checkpoint shards.
                        ckp_shard_metadata = get_checkpoint_state_metadata(param_name, metadata_pp_rank, tp_rank)
                        # NOTE: if the checkpoint is from a Zero-1 optimizer,
def load_lr_scheduler(
