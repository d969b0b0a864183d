from dataclasses import dataclass, field
from enum import Enum
from typing import Optional, Tuple
import torch
from torch import nn
from torch.nn import functional as F
from causal_conv1d.causal_conv1d_varlen import causal_conv1d_varlen_states
from apps.mamba.component.causal_conv1d_compilable import (
from apps.mamba.component.ssm_compilable import mamba_chunk_scan_combined
from mamba_ssm.ops.triton.selective_state_update import selective_state_update
from lingua.transformer import InitStdFactor, RMSNorm
from lingua.probe import log_stats
@dataclass
class InitArgs:
    dt_max: float = 0.1
    dt_min: float = 0.001
    dt_init_floor: float = 1e-4
@dataclass
class BaseMambaArgs:
    dim: int = 512
    n_layers: int = 8
    n_heads: int = 8
    state_dim: int = 128
    n_groups: int = 1
    ssm_chunk_size: int = 256
    multiple_of: int = 256
    norm_eps: float = 1e-5
    init_std_factor: str = "disabled"
    init_args: InitArgs = field(default_factory=InitArgs)
    seed: int = 42
class SSM(nn.Module):
class MambaBlock(nn.Module):
class BaseMamba(nn.Module):
