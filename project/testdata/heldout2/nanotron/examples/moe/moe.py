import warnings
from functools import partial
from typing import Optional, Tuple
import numpy as np
import stk
import torch
import torch.nn.functional as F
from config_llamoe import LlaMoEConfig
from megablocks.layers import weight_parallel as wp
from megablocks.layers.activation_fn import act_fn
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import ParallelismArgs
from nanotron.parallel.context import ParallelContext
from nanotron.parallel.sharded_parameters import SplitConfig, mark_all_parameters_in_module_as_sharded
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.parallel.tensor_parallel.nn import (
from torch import nn
logger = logging.get_logger(__name__)
class dMoE(torch.nn.Module):
class LearnedRouter(torch.nn.Module):
class ParallelDroplessMLP(torch.nn.Module):
class ScaleGradient(torch.autograd.Function):
scale_gradient = ScaleGradient.apply
class ExpertParallel(nn.Module):
class SparseMLP(nn.Module):
class MLP(nn.Module):
def inclusive_cumsum(x, dim):
