from dataclasses import dataclass, field
import spmd_types as spmd
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import Partial, Placement, Replicate, Shard
from torchtitan.distributed.parallel_dims import (
__all__ = [
@dataclass(kw_only=True, slots=True)
class LocalMapConfig:
@dataclass(kw_only=True, slots=True)
class ShardingConfig:
    state_shardings: dict[str, SpmdLayout] = field(default_factory=dict)
def resolve_placements(
