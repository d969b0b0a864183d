from __future__ import annotations
import math
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, TypeAlias
import torch
from torch import Tensor
from ._optimizer_reshard_schedule import (
_NUM_PIPELINE_SLOTS = 2
@dataclass(slots=True)
class _BufferRequirements:
@dataclass(slots=True)
class _ReservedBuffers:
def _reserve_tensor(
def _reserved_view(tensor: Tensor | None, numel: int) -> Tensor:
def _execute_packed_all_to_all(
@dataclass(slots=True)
class _BufferSlot:
    buffers: dict[_BufferKey, _ReservedBuffers] = field(default_factory=dict)
    _recorded_compute_streams: set[torch.Stream] = field(default_factory=set)
@dataclass(slots=True)
class _PipelineSlot:
@dataclass(slots=True)
class _BucketWork(Generic[_ItemT]):
@dataclass(slots=True)
class _CommunicationContext:
def _include_compute_scratch_requirement(
class _BucketedRedistributionRuntime(Generic[_ItemT]):
def _prepare_redistributed(
def _compute_redistributed(
def _finalize_redistributed(
def _tensor_region_view(tensor: Tensor, region: _TensorRegion) -> Tensor:
