import torch
from einops import rearrange
from flash_attn import flash_attn_func as flash_attn_func_v2
from liger_kernel.ops.rope import LigerRopeFunction
from torch import Tensor
from typing import Tuple
def flash_attn_func(q: Tensor, k: Tensor, v: Tensor) -> Tensor:
def attention(q: Tensor, k: Tensor, v: Tensor, pe) -> Tensor:
def liger_rope(pos: Tensor, dim: int, theta: int) -> Tuple:
def rope(pos: Tensor, dim: int, theta: int) -> Tuple:
def apply_rope(xq: Tensor, xk: Tensor, freqs_cis: Tensor) -> tuple[Tensor, Tensor]:
def rearrange_tensor(tensor):
def reverse_rearrange_tensor(tensor):
