from __future__ import annotations
import fnmatch
import hashlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, cast, Generic, TypeAlias, TypeVar
import torch
import torch.distributed as dist
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor, Replicate, Shard
from .optimizer_reshard import _BucketSpec, BucketConfig
_ItemT = TypeVar("_ItemT")
def _bind_bucket_configs(
def _resolve_buckets(
@dataclass(frozen=True, slots=True)
class _TensorRegion:
@dataclass(frozen=True, slots=True)
class _ParticipantPartition:
@dataclass(frozen=True, slots=True)
class _RouteEndpoint:
@dataclass(frozen=True, slots=True)
class _TensorRegionRoute:
class _RedistributionDirection(Enum):
@dataclass(frozen=True, slots=True)
class _RedistributionPlan:
    compute_to_storage_routes: tuple[_TensorRegionRoute, ...] = field(init=False)
def _require_valid_plan(condition: bool, message: str) -> None:
def _validate_redistribution_plan(plan: _RedistributionPlan) -> None:
def _validate_disjoint_regions_in_bounds(
def _validate_tensor_region_partition(
def _validate_participant_logical_partition(
def _tensor_region_intersection_numel(
def _tensor_region_intersection(
def _validate_regions_cover_partition(
def _build_whole_tensor_redistribution_plan(
def _build_owned_redistribution_plan(
def _build_dim0_shard_redistribution_plan(
@dataclass(frozen=True, slots=True)
