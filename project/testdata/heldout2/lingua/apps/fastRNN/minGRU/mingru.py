from dataclasses import dataclass
from typing import Optional
import torch
from torch import nn
from lingua.transformer import RMSNorm, TiedLinear, cross_entropy
from apps.fastRNN.minGRU.core_gru import BaseMinGRUArgs, BaseMinGRU
@dataclass
class LMMinGRUArgs(BaseMinGRUArgs):
    seed: int = 42
    loss_reduction: str = "mean"
class StateCache(nn.Module):
class LMMinGRU(BaseMinGRU):
def get_no_recompute_ops():
