from typing import Optional
import torch
from torch import distributed as torch_dist
from nanotron import distributed as dist
from nanotron.distributed import ProcessGroup
class DifferentiableIdentity(torch.autograd.Function):
class DifferentiableAllReduceSum(torch.autograd.Function):
class DifferentiableAllGather(torch.autograd.Function):
class DifferentiableReduceScatterSum(torch.autograd.Function):
def differentiable_identity(tensor, group: Optional[ProcessGroup] = None):
def differentiable_all_reduce_sum(tensor, group: Optional[ProcessGroup] = None):
def differentiable_all_gather(tensor, group: Optional[ProcessGroup] = None):
def differentiable_reduce_scatter_sum(tensor, group: Optional[ProcessGroup] = None):
