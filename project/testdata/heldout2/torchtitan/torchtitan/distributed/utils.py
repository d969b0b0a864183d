from __future__ import annotations
import contextlib
import math
import os
from abc import abstractmethod
from collections.abc import Iterable
from datetime import timedelta
from typing import Protocol, TYPE_CHECKING
import torch
import torch.distributed._functional_collectives as funcol
import torch.distributed.distributed_c10d as c10d
import torch.distributed.tensor._random
import torch.distributed.tensor.parallel
from spmd_types.checker import typecheck as spmd_typecheck
from torch import distributed as dist
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor
from torch.distributed.tensor.placement_types import Placement, Shard
from torchtitan.config import CommConfig, DebugConfig
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import device_module, device_type, get_local_device
_spmd_backend = "spmd_types"
def set_spmd_backend(spmd_backend: str) -> None:
def get_spmd_backend() -> str:
def check_dtensor_placements_match(
def _dist_reduce(
def _dist_reduce_tensor(
def dist_max(
def dist_sum(
def dist_sum_tensor(
def dist_mean(
def set_determinism(
        os.environ["CUBLAS_WORKSPACE_CONFIG"] = ":4096:8"
            os.environ["PYTHONHASHSEED"] = str(seed % 2**32)
    os.environ["PYTHONHASHSEED"] = str(seed % 2**32)
def is_in_batch_invariant_mode() -> bool:
def set_batch_invariance(enable: bool) -> None:
    os.environ["NCCL_LAUNCH_MODE"] = "GROUP"  # Fixed kernel launch ordering
    os.environ[
    os.environ[
    os.environ[
    os.environ[
    os.environ[
    os.environ["NCCL_PROTO"] = "Simple"  # LL/LL128 protocols may reorder reductions
    os.environ[
    os.environ[
    os.environ[
class SpmdContext(Protocol):
def get_spmd_context(
def init_fake_mode(
    comm_mode: str = "fake_backend",
    rank: int = 0,
def init_distributed(
    base_folder: str = "",
        ngpu_str = os.environ.get("NGPU")
        rank_str = os.environ.get("RANK", "0")
        if env in os.environ:
                f"ENV[{env}] = {os.environ[env]} will be overridden to {val} based on job config"
        os.environ[env] = val
def set_pg_timeouts(
def clip_grad_norm_(
    norm_type: float = 2.0,
def _clip_grad_norm_with_ep(
