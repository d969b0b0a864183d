from dataclasses import dataclass, field
from enum import Enum
from typing import Optional, Tuple
import torch
from torch import nn
from torch.nn import functional as F
from lingua.transformer import FeedForward, InitStdFactor, RMSNorm
from lingua.probe import log_stats
from apps.fastRNN.component.rnn_common import conv1d, scan
@dataclass
class BaseHawkArgs:
    dim: int = 512
    n_layers: int = 8
    n_heads: int = 1
    multiple_of: int = 256
    norm_eps: float = 1e-5
    init_std_factor: str = "disabled"
class SqrtBoundDerivative(torch.autograd.Function):
def sqrt_bounded_derivative(x: torch.Tensor) -> torch.Tensor:
class RGLRU(nn.Module):
class RGLRUBlock(nn.Module):
class HawkBlock(nn.Module):
class BaseHawk(nn.Module):
