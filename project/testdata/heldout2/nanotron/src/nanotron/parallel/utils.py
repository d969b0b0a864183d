import functools
import operator
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron.parallel import ParallelContext
from nanotron.parallel.tied_parameters import get_tied_id_to_param
from nanotron.utils import Singleton
class MemoryBuffer(metaclass=Singleton):
def initial_sync(model: nn.Module, parallel_context: ParallelContext):
