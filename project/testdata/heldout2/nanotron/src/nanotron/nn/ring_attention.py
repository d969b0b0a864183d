import torch
import torch.distributed as dist
from flash_attn.flash_attn_interface import (
def ring_flash_attn_varlen_forward(
def ring_flash_attn_varlen_backward(
class RingFlashAttnVarlenFunc(torch.autograd.Function):
def ring_flash_attn_varlen_func(
import torch
import triton
import triton.language as tl
def flatten_kernel(
def flatten_varlen_lse(lse, cu_seqlens):
def unflatten_kernel(
def unflatten_varlen_lse(lse, cu_seqlens, max_seqlen: int):
import inspect
from functools import cache
from typing import Optional, Tuple
import torch
import torch.distributed as dist
import torch.nn.functional as F
__all__ = ["update_out_and_lse", "RingComm", "get_default_args"]
def _get_default_args(func):
def get_default_args(func):
def _update_out_and_lse(
def update_out_and_lse(
def flatten_varlen_lse(lse, cu_seqlens):
def unflatten_varlen_lse(lse, cu_seqlens, max_seqlen: int):
class RingComm:
class AllGatherComm:
