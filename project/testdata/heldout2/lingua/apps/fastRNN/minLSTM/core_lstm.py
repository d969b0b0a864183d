from dataclasses import dataclass, field
from enum import Enum
from typing import Optional, Tuple
import torch
from torch import nn
from torch.nn import functional as F
from lingua.transformer import InitStdFactor, RMSNorm
from lingua.probe import log_stats
from apps.fastRNN.component.rnn_common import conv1d, scan
@dataclass
class BaseMinLSTMArgs:
    dim: int = 512
    n_layers: int = 8
    n_heads: int = 1
    multiple_of: int = 256
    norm_eps: float = 1e-5
    init_std_factor: str = "disabled"
class LSTM(nn.Module):
class LSTMBlock(nn.Module):
class BaseMinLSTM(nn.Module):
