from typing import Any, TYPE_CHECKING
import torch
import torch.nn as nn
from torch.distributed._composable.fsdp import FSDPModule
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.fsdp import (
from torch.distributed.tensor import Shard
from torchtitan.distributed.parallel_dims import ParallelDims
from torchtitan.tools.logging import logger
_DENSE_STORAGE_AXES = ["dp_replicate", "dp_shard", "cp", "tp"]
_SPARSE_STORAGE_AXES = ["dp_replicate", "efsdp", "ep"]
def resolve_fsdp_mesh(
def resolve_sparse_fsdp_mesh(
def disable_fsdp_gradient_division(model: nn.Module) -> None:
def enable_fsdp_symm_mem(model: nn.Module) -> None:
def get_fsdp_reshard_after_forward_policy(
def apply_fsdp_to_vision_encoder(
    reshard_after_forward_policy: str = "default",
def apply_fsdp_to_decoder(
    reshard_after_forward_policy: str = "default",
    ep_degree: int = 1,
    case: a dense model leaves ``ep_degree=1`` / ``edp_mesh=None`` and has no
