from collections import OrderedDict
from typing import Dict, List, Optional, Tuple
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron import logging
from nanotron.logging import log_rank
from nanotron.optim.gradient_accumulator import GradientAccumulator
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.utils import get_parameter_and_parent_module
logger = logging.get_logger(__name__)
def create_tied_parameter(
def tie_parameters(
def create_pg_for_tied_weights(root_module: nn.Module, parallel_context: ParallelContext):
def get_tied_id_to_param(
def sync_tied_weights_gradients(
