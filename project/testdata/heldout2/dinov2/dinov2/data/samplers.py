import itertools
from typing import Any, Optional
import warnings
import numpy as np
import torch
from torch.utils.data.sampler import Sampler
import dinov2.distributed as distributed
class EpochSampler(Sampler):
def _get_numpy_dtype(size: int) -> Any:
def _get_torch_dtype(size: int) -> Any:
def _generate_randperm_indices(*, size: int, generator: torch.Generator):
class InfiniteSampler(Sampler):
def _shuffle_tensor_slice(
def _new_shuffle_tensor_slice(
def _make_seed(seed: int, start: int, iter_count: int) -> int:
class ShardedInfiniteSampler(Sampler):
