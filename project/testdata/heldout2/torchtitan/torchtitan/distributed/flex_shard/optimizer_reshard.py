from __future__ import annotations
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import Replicate, Shard
__all__ = ["BlockShard", "BucketConfig", "ComputeLayout", "Owned"]
@dataclass(frozen=True, slots=True)
class Owned:
@dataclass(frozen=True, slots=True)
class BlockShard:
_ComputeSharding = Owned | Replicate | Shard | BlockShard
_KeyT = TypeVar("_KeyT")
_ValueT = TypeVar("_ValueT")
class _FrozenConfigMapping(Mapping[_KeyT, _ValueT]):
_ShardingsByMeshAxis = _FrozenConfigMapping[str, _ComputeSharding]
_ShardOrderByTensorDim = _FrozenConfigMapping[int, tuple[str, ...]]
_DEFAULT_SHARD_ORDER = _ShardOrderByTensorDim({})
@dataclass(frozen=True, slots=True)
class ComputeLayout:
@dataclass(frozen=True, slots=True)
class BucketConfig:
    name: str = ""
@dataclass(frozen=True, slots=True)
class _BucketSpec:
    name: str = ""
