import torch
import torch.distributed as dist
def _all_to_all(
class _AllToAll(torch.autograd.Function):
def all_to_all(
    scatter_dim: int = 2,
    gather_dim: int = 1,
def _gather(
def _split(input_, pg: dist.ProcessGroup, dim=-1):
def _gather(input_, pg: dist.ProcessGroup, dim=-1):
class _GatherForwardSplitBackward(torch.autograd.Function):
class _SplitForwardGatherBackward(torch.autograd.Function):
def split_forward_gather_backward(input_, process_group, dim, grad_scale=1.0):
def gather_forward_split_backward(input_, process_group, dim, grad_scale=None):
