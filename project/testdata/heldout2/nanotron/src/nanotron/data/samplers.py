import abc
from dataclasses import dataclass
from typing import Optional, Union
import datasets
import torch
import torch.utils.data
from torch.utils.data import BatchSampler
from torch.utils.data.distributed import DistributedSampler
from transformers.trainer_pt_utils import DistributedSamplerWithLoop
from nanotron import logging
from nanotron.logging import log_rank
logger = logging.get_logger(__name__)
class SkipBatchSampler(BatchSampler):
def get_sampler(
    seed: int = 42,
class EmptyInfiniteDataset:
@dataclass
class BaseMegatronSampler:
@dataclass
class MegatronPretrainingSampler(BaseMegatronSampler):
@dataclass
class MegatronPretrainingRandomSampler(BaseMegatronSampler):
class MegatronPretrainingCyclicSampler(BaseMegatronSampler):
