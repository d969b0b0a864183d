import dataclasses
from abc import ABC, abstractmethod
from collections import OrderedDict
from contextlib import contextmanager
from typing import Callable, Dict, Iterator, Optional, Tuple
import torch
from torch.distributed import GradBucket
import nanotron.distributed as dist
from nanotron import logging
from nanotron.parallel.parameters import NanotronParameter
from nanotron.utils import get_untyped_storage, tensor_from_untyped_storage
logger = logging.get_logger(__name__)
class GradientAccumulator(ABC):
class FP32GradientAccumulator(GradientAccumulator):
        Note: We make a fp32 copy of parameters during initialization. Therefore parameters need to be initialized or loaded from a checkpoint before constructing this gradient accumulator
@dataclasses.dataclass
class FP32GradBucketManager:
def get_fp32_accum_hook(
