from __future__ import annotations
import spmd_types as spmd
import torch
import torch.distributed as dist
def ensure_symm_mem_ops():
class AllGatherLinear(torch.autograd.Function):
class AllGatherLinearMulti(torch.autograd.Function):
class LinearReduceScatter(torch.autograd.Function):
