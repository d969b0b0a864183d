from typing import Iterable, Optional, Tuple
import torch
import nanotron.distributed as dist
from nanotron import logging
from nanotron.optim.gradient_accumulator import GradientAccumulator
from nanotron.parallel.parameters import NanotronParameter
logger = logging.get_logger(__name__)
def clip_grad_norm(
    norm_type: float = 2.0,
