from typing import Dict, Iterator, List, Optional, Union
import datasets
import numpy as np
import torch
from torch.utils.data import DataLoader
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import Config
from nanotron.data.clm_collator import DataCollatorForCLM, DataCollatorForCLMWithPositionIds
from nanotron.data.samplers import EmptyInfiniteDataset, get_sampler
from nanotron.logging.timers import nanotron_timer
from nanotron.parallel import ParallelContext
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.random import set_random_seed
from nanotron.sanity_checks import (
logger = logging.get_logger(__name__)
def sanity_check_dataloader(
def dummy_infinite_data_generator(
def set_tensor_pointers(
def get_dataloader_worker_init(dp_rank: int):
def get_train_dataloader(
