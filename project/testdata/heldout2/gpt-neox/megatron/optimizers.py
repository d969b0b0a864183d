import torch
from torch.optim import Optimizer
class SM3(Optimizer):
def _compute_sparse_update(beta, acc, grad_values, grad_indices):
def _compute_update(beta, acc_list, grad):
def _key(i):
def _add_initial_accumulators(state, grad):
def _max_reduce_except_dim(tensor, dim):
import math
from typing import Collection, TYPE_CHECKING, Any, Callable, Optional, Tuple
import torch
import torch.optim
import collections
class madgrad_wd(torch.optim.Optimizer):
class Lion(Optimizer):
