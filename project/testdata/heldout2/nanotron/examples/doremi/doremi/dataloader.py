import dataclasses
import math
import warnings
from typing import Dict, List, Union
import numpy as np
import torch
from nanotron import distributed as dist
from nanotron import logging
from nanotron.data.dataloader import get_dataloader_worker_init
from nanotron.parallel import ParallelContext
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.parallel.pipeline_parallel.utils import get_input_output_pp_ranks
from nanotron.trainer import DistributedTrainer
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler
from tqdm import tqdm
from .doremi_context import DoReMiContext
logger = logging.get_logger(__name__)
class CombinedDataset(Dataset):
@dataclasses.dataclass
class DataCollatorForCLM:
class DistributedSamplerForDoReMi(DistributedSampler):
def get_datasets(paths):
def get_dataloader(trainer: DistributedTrainer, datasets) -> DataLoader:
