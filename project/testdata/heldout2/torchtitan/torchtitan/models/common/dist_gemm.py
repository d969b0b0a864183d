from __future__ import annotations
from dataclasses import dataclass
import torch
import torch.distributed as dist
import torch.nn.functional as F
from torchtitan.distributed.linear import (
from torchtitan.distributed.spmd_types import current_spmd_mesh
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common.attention import FusedQKVLinear
from torchtitan.models.common.feed_forward import FeedForward
from torchtitan.models.common.linear import Linear
from torchtitan.tools.logging import logger
_WARNED_NO_TP = False
def _warn_once_unfused() -> None:
def _tp_group_from_context() -> dist.ProcessGroup | None:
def validate_dist_gemm_preconditions(*, enable_sp: bool) -> None:
class AllGatherFusedQKVLinear(FusedQKVLinear):
class RowParallelLinear(Linear):
class AllGatherFusedFeedForward(FeedForward):
    checkpoint FQNs are the stock ``w1``/``w2``/``w3``.
__all__ = [
