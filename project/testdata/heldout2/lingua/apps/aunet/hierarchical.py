from dataclasses import asdict, dataclass, field
from copy import deepcopy
from functools import partial
import math
from typing import List, Optional, Tuple, Union
import numpy as np
import torch
import torch.nn as nn
from torch.nn.attention.flex_attention import BlockMask
from xformers.ops.fmha import AttentionBias
from apps.aunet.index_matmul import IndexedMatMul
from lingua.metrics import get_num_params
from lingua.transformer import (
from apps.main.transformer import (
@dataclass
class CausalTransformerArgs(BaseTransformerArgs):
@dataclass
class HierarchicalArgs:
    block: BaseTransformerArgs = field(default_factory=BaseTransformerArgs)
    pooling_type: str = "simple_indexed_matmul"
    seed: int = 42
    lambda_level: float = 0.0
    norm_eps: float = 1e-5
def estimate_flops_per_token(dimensions: List[int], layers: List[int], seqlens: List[int], seqlens_ratio: List[int], sliding_windows: List[int], num_linear_params: int) -> int:
def estimate_non_embed_param_count(dimensions: List[int], layers: List[int], n_heads: List[int], n_kv_heads: int, ffn_exp: float, ffn_dim_multiplier: float, multiple_of: int) -> int:
def estimate_mem_usage(dimensions: List[int], layers: List[int], batch_size: int, seq_len: int, max_seqlens: List[int], ffn_exp: float, ffn_dim_multiplier: float, multiple_of: int, vocab_size: int) -> tuple[int, int]:
def estimate_effective_param_count(dimensions: List[int], layers: List[int], seq_len_ratios: List[int], n_heads: List[int], n_kv_heads: int, ffn_exp: float, ffn_dim_multiplier: float, multiple_of: int) -> int:
def attention_flops_per_token(n_layers, seq_len, dim, causal):
def get_num_flop_per_token(
class CausalTransformer(BaseTransformer):
def non_parametric_trans_down(x:  torch.Tensor, expand_idx: torch.Tensor, features_weight: torch.Tensor, features_ratio: int):
def non_parametic_trans_up(x: torch.Tensor, features_ratio: int):
class MaxSumMask(nn.Module):
class SimpleTransition(nn.Module):
class HierarchicalTransformer(nn.Module):
def get_no_recompute_ops():
def build_fsdp_grouping_plan(model_args: HierarchicalArgs):
