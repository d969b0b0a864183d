import math
import torch
import torch.nn.functional as F
import torch.nn.init as init
from torch.nn.parameter import Parameter
from .initialize import get_model_parallel_rank
from .initialize import get_model_parallel_world_size
from .mappings import copy_to_model_parallel_region
from .mappings import gather_from_model_parallel_region
from .mappings import reduce_from_model_parallel_region
from .mappings import scatter_to_model_parallel_region
from .mappings import reduce_scatter_to_sequence_parallel_region
from .mappings import gather_from_sequence_parallel_region
from .random import get_cuda_rng_tracker
from .utils import divide
from .utils import VocabUtility
from functools import partial
def _initialize_affine_weight_gpu(weight, init_method, partition_dim, stride=1):
def _initialize_affine_weight_cpu(
class VocabParallelEmbedding(torch.nn.Module):
class ParallelRelativePositionBias(torch.nn.Module):
class ColumnParallelLinear(torch.nn.Module):
                "If you called `set_base_shapes` on a model loaded from a checkpoint, "
class RowParallelLinear(torch.nn.Module):
                "If you called `set_base_shapes` on a model loaded from a checkpoint, "
