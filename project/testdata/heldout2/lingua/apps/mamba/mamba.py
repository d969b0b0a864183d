from dataclasses import dataclass
from typing import Optional
import torch
from torch import nn
from lingua.transformer import RMSNorm, TiedLinear, cross_entropy
from apps.mamba.core_mamba import BaseMambaArgs, BaseMamba
@dataclass
class LMMambaArgs(BaseMambaArgs):
    seed: int = 42
    loss_reduction: str = "mean"
def attention_flops_per_token(n_layers, seq_len, dim, causal):
def get_num_flop_per_token(
class StateCache(nn.Module):
class LMMamba(BaseMamba):
# Optional policy for activation checkpointing. With None, we stick to the default (defined distributed.py: default_no_recompute_ops)
def get_no_recompute_ops():
