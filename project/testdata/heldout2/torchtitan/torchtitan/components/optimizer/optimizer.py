import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, cast, Generic, Literal, overload, Protocol, TypeVar
import torch
import torch.distributed.tensor
import torch.nn as nn
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import CheckpointImpl
from torch.distributed.checkpoint.stateful import Stateful
from torch.distributed.tensor import Replicate
from torch.optim import Optimizer
from torchtitan.components.checkpointer.utils import canonical_fqn
from torchtitan.config import Configurable
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.flex_shard import build_dist_muon
from torchtitan.tools.logging import logger
from .utils import (
__all__ = [
@dataclass(kw_only=True, slots=True)
class ParamGroupConfig:
    optimizer_kwargs: dict[str, Any] = field(default_factory=dict)
T = TypeVar("T", bound=Optimizer)
class _MoELike(Protocol):
class OptimizersContainer(Optimizer, Stateful, Configurable, Generic[T]):
        param_groups: list[ParamGroupConfig] = field(default_factory=list)
        optimizer_factory_kwargs_by_name: dict[str, dict[str, Any]] = field(
        checkpoint utilities use those names to build FQN-keyed optimizer state.
def default_adamw(lr: float = 8e-4, **kwargs: Any) -> OptimizersContainer.Config:
def register_moe_load_balancing_hook(
        return getattr(module, "checkpoint_impl", None) is CheckpointImpl.NO_REENTRANT
