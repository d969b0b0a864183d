from dataclasses import dataclass
from typing import List, Optional, Tuple, Union
import torch
from torch import nn
from torch.nn.attention.flex_attention import create_block_mask, BlockMask
import torch.utils.checkpoint
from xformers.ops import fmha, AttentionBias
from lingua.transformer import (
def create_causal_mask(seqlen, attn_impl, sliding_window):
def attention_flops_per_token(n_layers, seq_len, dim, causal):
def get_num_flop_per_token(
def causal_mask(b, h, q_idx, kv_idx):
@dataclass
class LMMTPArgs(BaseTransformerArgs):
    seed: int = 42
    n_future_head: int = 1
    attn_impl: str = "sdpa"
    mask: str = "causal"
class LMTransformer(BaseTransformer):
                    logits = torch.utils.checkpoint.checkpoint(
def build_fsdp_grouping_plan(model_args: LMMTPArgs) -> List[Tuple[str, bool]]:
