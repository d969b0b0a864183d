from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeAlias
import spmd_types as spmd
import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor import DTensor, Replicate, Shard
from torch.distributed.tensor.experimental import local_map
from torchtitan.config import CompileConfig, Configurable
from torchtitan.distributed.spmd_types import current_spmd_mesh, spmd_mesh_size
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.tools.logging import logger
IGNORE_INDEX = -100
def cross_entropy_loss(
class _LossParallelCrossEntropy(torch.autograd.Function):
def mse_loss(pred: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
class BaseLoss(ABC, Configurable):
class CrossEntropyLoss(BaseLoss):
class MSELoss(BaseLoss):
def compute_logprobs(
class GradAccumulator:
class ChunkedLossWrapper(BaseLoss):
        loss_fn: BaseLoss.Config = field(default_factory=CrossEntropyLoss.Config)
class _DecoderOutputGradientBackProp(torch.autograd.Function):
