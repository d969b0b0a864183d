import threading
from abc import ABCMeta, abstractmethod
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Dict, Iterator, List, Optional, Tuple
import numpy as np
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron import logging
from nanotron.distributed import ProcessGroup
from nanotron.logging import log_rank
from nanotron.parallel.context import ParallelContext
from nanotron.parallel.pipeline_parallel.block import PipelineBlock
from nanotron.logging import LoggingCollectorMixin
logger = logging.get_logger(__name__)
class NanotronModel(nn.Module, LoggingCollectorMixin, metaclass=ABCMeta):
class DTypeInvariantTensor(torch.Tensor):
def build_model(
def ignore_init_on_device_and_dtype():
def init_on_device_and_dtype(
def check_model_has_grad(model: NanotronModel, parallel_context: "ParallelContext"):
