import logging
from enum import Enum
from typing import Any, Callable, List, Optional, TypeVar
import torch
from torch.utils.data import Sampler
from .datasets import ImageNet, ImageNet22k
from .samplers import EpochSampler, InfiniteSampler, ShardedInfiniteSampler
logger = logging.getLogger("dinov2")
class SamplerType(Enum):
def _make_bool_str(b: bool) -> str:
def _make_sample_transform(image_transform: Optional[Callable] = None, target_transform: Optional[Callable] = None):
def _parse_dataset_str(dataset_str: str):
def make_dataset(
def _make_sampler(
    seed: int = 0,
    advance: int = 0,
T = TypeVar("T")
def make_data_loader(
    seed: int = 0,
    sampler_advance: int = 0,
