from __future__ import annotations
import contextlib
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
import spmd_types as spmd
import torch
import torch.nn as nn
from spmd_types.runtime import get_local_type, get_partition_spec, has_local_type
from torch.distributed.tensor import distribute_tensor, DTensor
from torch.distributed.tensor.experimental import local_map
from torch.distributed.tensor.placement_types import Placement
from torch.utils._pytree import tree_map
from torchtitan.config import Configurable
from torchtitan.distributed.parallel_dims import ParallelDims, SpmdLayout
from torchtitan.distributed.spmd_types import (
from torchtitan.distributed.utils import (
from torchtitan.protocols.sharding import resolve_placements, ShardingConfig
class Module(nn.Module, Configurable):
class ModuleList(nn.ModuleList, Module):
class ModuleDict(nn.ModuleDict, Module):
class Sequential(nn.Sequential, Module):
