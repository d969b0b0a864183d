import torch
import torch.distributed as dist
from flash_attn.flash_attn_interface import (
def llama3_flash_attn_prepare_cu_seqlens(
def llama3_flash_attn_varlen_forward(
def llama3_flash_attn_varlen_backward(
class Llama3FlashAttnVarlenFunc(torch.autograd.Function):
def llama3_flash_attn_varlen_qkvpacked_func(
def llama3_flash_attn_varlen_kvpacked_func(
def llama3_flash_attn_varlen_func(
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
def _get_default_args(func):
def get_default_args(func):
def _update_out_and_lse(
def update_out_and_lse(
def flatten_varlen_lse(lse, cu_seqlens):
def unflatten_varlen_lse(lse, cu_seqlens, max_seqlen: int):
class RingComm:
class AllGatherComm:
Comm = AllGatherComm
