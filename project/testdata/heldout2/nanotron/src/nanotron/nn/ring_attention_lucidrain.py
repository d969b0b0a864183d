from __future__ import annotations
import math
from math import ceil
import torch
from einops import rearrange, reduce, repeat
from torch import Tensor
from torch.amp import autocast
from torch.autograd.function import Function
def exists(v):
def default(val, d):
def divisible_by(num, den):
class RingFlashAttentionCUDAFunction(Function):
ring_flash_attn_cuda_ = RingFlashAttentionCUDAFunction.apply
def ring_flash_attn_cuda(
    bucket_size: int = 1024,
    softclamp_value: float = 50.0,
from collections import namedtuple
from functools import partial
import torch
import torch.distributed as dist
from torch import Tensor
from torch.autograd import Function
from torch.nn import Module
def exists(v):
def default(v, d):
def cast_tuple(t, length=1):
def circular_index_left(pos, ring_size, num=1):
def circular_index_right(pos, ring_size, num=1):
def circular_rank_left(rank=None, ring_size=None, num=1, pg=None):
def circular_rank_right(rank=None, ring_size=None, num=1, pg=None):
def send_and_receive_(x, receive_buffer, send_to_rank, receive_from_rank, ring_pg=None):
def ring_pass(
one_ring_pass = partial(ring_pass, 1)
RingInfo = namedtuple("RingInfo", ["ring_rank", "iter_info"])
def null_ring_pass(*tensors, max_iters=None, receive_buffers=None, ring_size=None, ring_pg=None):
def all_ring_pass(*tensors, max_iters=None, receive_buffers=None, ring_size=None, ring_pg=None):
from functools import lru_cache, partial
import torch
import torch.distributed as dist
import torch.nn.functional as F
