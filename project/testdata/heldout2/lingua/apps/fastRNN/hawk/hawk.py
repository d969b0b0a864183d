from dataclasses import dataclass
from typing import Optional
import torch
from torch import nn
from lingua.transformer import RMSNorm, TiedLinear, cross_entropy
from apps.fastRNN.hawk.core_hawk import BaseHawkArgs, BaseHawk
@dataclass
class LMHawkArgs(BaseHawkArgs):
    seed: int = 42
    loss_reduction: str = "mean"
class LMHawk(BaseHawk):
def get_no_recompute_ops():
