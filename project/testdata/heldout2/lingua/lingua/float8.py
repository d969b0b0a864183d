import re
import warnings
from typing import Callable
import torch
from torch.distributed.tensor import DTensor, Partial, Shard
EPS = 1e-12
def get_splitk(t):
def mul_tiled(a, *bs):
def apply_to_partial(fn, t, *args, **kwargs):
def scale(t, amax_t):
def matmul(first, amax_first, second_t, amax_second_t, bias, use_fast_accum):
class Fp8LinearFn(torch.autograd.Function):
class Fp8Linear(torch.nn.Linear):
def named_replace(fn: Callable[[torch.nn.Module, str], torch.nn.Module], module: torch.nn.Module, name="") -> torch.nn.Module:
def convert_linears_to_fp8(root_module: torch.nn.Module, recipe: str, filter: str) -> torch.nn.Module:
