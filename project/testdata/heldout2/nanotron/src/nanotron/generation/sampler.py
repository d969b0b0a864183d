from dataclasses import dataclass
from enum import Enum, auto
from typing import Sequence
import torch
from nanotron import distributed as dist
def all_gather_batches(in_tensor: torch.Tensor, in_split: Sequence[int], group: dist.ProcessGroup) -> torch.Tensor:
class SamplerType(Enum):
class Sampler:
@dataclass
class TopPSampler(Sampler):
    p: float = 0.9
    temperature: float = 1.0
    filter_value: float = 0.0
    min_tokens_to_keep: int = 1
@dataclass
class GreedySampler(Sampler):
@dataclass
class TopKSampler(Sampler):
    k: int = 50
    temperature: float = 1.0
@dataclass
class BasicSampler(Sampler):
