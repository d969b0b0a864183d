from dataclasses import dataclass
from typing import Optional
import torch
from torch import nn
from lingua.transformer import RMSNorm, TiedLinear, cross_entropy
from apps.fastRNN.minLSTM.core_lstm import BaseMinLSTMArgs, BaseMinLSTM
@dataclass
class LMMinLSTMArgs(BaseMinLSTMArgs):
    seed: int = 42
    loss_reduction: str = "mean"
class LMMinLSTM(BaseMinLSTM):
def get_no_recompute_ops():
