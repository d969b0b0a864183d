import os
from typing import Optional, Tuple
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron.distributed import get_global_rank
from nanotron.logging import get_logger
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.sharded_parameters import (
from nanotron.parallel.tensor_parallel.distributed_differentiable_primitives import (
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.parallel.tensor_parallel.functional import (
from nanotron.parallel.tied_parameters import create_tied_parameter
logger = get_logger(__name__)
class TensorParallelColumnLinear(nn.Linear):
                os.environ.get("CUDA_DEVICE_MAX_CONNECTIONS", None) == "1"
class TensorParallelRowLinear(nn.Linear):
class TiedLinear(nn.Linear):
class TensorParallelEmbedding(nn.Embedding):
