from typing import Tuple, Union
import torch
class FusedRoPEFunc(torch.autograd.Function):
def fused_apply_rotary_pos_emb(
class FusedRoPECachedFunc(torch.autograd.Function):
def fused_apply_rotary_pos_emb_cached(
