import torch
from .initialize import (
from .utils import split_tensor_along_last_dim, split_tensor_along_any_dim
def _reduce(input_):
def _split(input_):
def _gather(input_):
def _dmoe_reduce(input_, tokens_per_expert):
def _dmoe_split(input_, tokens_per_expert):
def _dmoe_gather(input_: torch.Tensor, tokens_per_expert: torch.Tensor):
def _reduce_scatter_along_seq_dim(input_, seq_dim):
def _gather_along_seq_dim(input_, seq_dim):
def _split_along_seq_dim(input_, seq_dim):
class _CopyToModelParallelRegion(torch.autograd.Function):
class _CopyToExpertModelParallelRegion(torch.autograd.Function):
class _ReduceFromModelParallelRegion(torch.autograd.Function):
class _ScatterToModelParallelRegion(torch.autograd.Function):
class _GatherFromModelParallelRegion(torch.autograd.Function):
class _GatherFromExpertModelParallelRegion(torch.autograd.Function):
class _ReduceScatterToSequenceParallelRegion(torch.autograd.Function):
class _GatherFromSequenceParallelRegion(torch.autograd.Function):
class _ScatterToSequenceParallelRegion(torch.autograd.Function):
def copy_to_model_parallel_region(input_):
def copy_to_expert_model_parallel_region(input_, tokens_per_expert):
def reduce_from_model_parallel_region(input_):
def scatter_to_model_parallel_region(input_):
def gather_from_model_parallel_region(input_):
def gather_from_expert_model_parallel_region(input_, tokens_per_expert):
def reduce_scatter_to_sequence_parallel_region(input_, seq_dim=0):
def gather_from_sequence_parallel_region(input_, seq_dim=0):
def scatter_to_sequence_parallel_region(
