import math
from typing import Optional
import torch
from torch.nn import functional as F
import nanotron.distributed as dist
from nanotron.parallel.tensor_parallel.distributed_differentiable_primitives import (
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.parallel.utils import MemoryBuffer
class _ShardedCrossEntropy(torch.autograd.Function):
class _ShardedCrossEntropyWithZLoss(torch.autograd.Function):
def sharded_cross_entropy(
    z_loss_coef: float = 0.0,
class _ColumnLinearAsyncCommunication(torch.autograd.Function):
class _ColumnLinearNoAsyncCommunicationReduceScatterMode(torch.autograd.Function):
def column_linear(
class _RowLinearAsyncCommunication(torch.autograd.Function):
def row_linear(
