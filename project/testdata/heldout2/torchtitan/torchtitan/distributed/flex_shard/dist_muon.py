from __future__ import annotations
import heapq
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, cast, NoReturn, overload
import torch
from torch import Tensor
from torch.distributed.tensor import DTensor, Replicate, Shard
from torch.distributed.tensor.placement_types import _StridedShard
from torch.optim import Optimizer
from ._optimizer_reshard_runtime import _BucketedRedistributionRuntime
from ._optimizer_reshard_schedule import (
from .optimizer_reshard import (
__all__ = [
def build_dist_muon(
def _normalize_param_groups(
def _validate_compute_sharding_configuration(
def _matrix_batch_view_from_compute_layout(
def _initialize_dist_muon(
class DistMuon(Optimizer):
@dataclass(frozen=True, slots=True)
class _MatrixBatchView:
def _validate_matrix_batch_storage_placements(
def _row_intervals_by_mesh_axis_coordinate(
def _resolve_storage_to_compute_redistribution_requirement(
@dataclass(frozen=True, slots=True)
class _PreparedParameterComputeLayout:
@dataclass(frozen=True, slots=True)
class _ParameterComputeLayout:
@dataclass(frozen=True, slots=True)
class _NoRedistributionTransition:
@dataclass(frozen=True, slots=True)
class _RedistributionTransition:
_StorageToComputeTransition = _NoRedistributionTransition | _RedistributionTransition
_LoweredComputeSharding = Owned | Replicate | Shard | _StridedShard | BlockShard
_AxisComputeSharding = Replicate | Shard | _StridedShard | BlockShard
_ResolvedComputeSharding = Owned | Replicate | Shard
@dataclass(frozen=True, slots=True)
