from dataclasses import dataclass
from typing import Optional, Tuple, Union
import torch
from torch import nn
from torch.nn.attention.flex_attention import create_block_mask, BlockMask
from torch.distributed._tensor import Replicate, Shard
from torch.distributed.tensor.parallel import (
from xformers.ops import fmha, AttentionBias
from lingua.transformer import (
def create_causal_mask(seqlen, attn_impl, sliding_window):
def attention_flops_per_token(n_layers, seq_len, dim, causal):
def get_num_flop_per_token(
def causal_mask(b, h, q_idx, kv_idx):
@dataclass
class LMTransformerArgs(BaseTransformerArgs):
    seed: int = 42
class LMTransformer(BaseTransformer):
# Optional policy for activation checkpointing. With None, we stick to the default (defined distributed.py: default_no_recompute_ops)
def get_no_recompute_ops():
def build_fsdp_grouping_plan(model_args: LMTransformerArgs):
def tp_parallelize(model, tp_mesh, model_args: LMTransformerArgs, distributed_args):
