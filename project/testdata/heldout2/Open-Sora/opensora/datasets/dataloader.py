import collections
import functools
import os
import queue
import random
import threading
import numpy as np
import torch
import torch.multiprocessing as multiprocessing
from torch._utils import ExceptionWrapper
from torch.distributed import ProcessGroup
from torch.utils.data import DataLoader, _utils
from torch.utils.data._utils import MP_STATUS_CHECK_INTERVAL
from torch.utils.data.dataloader import (
from opensora.acceleration.parallel_states import get_data_parallel_group
from opensora.registry import DATASETS, build_module
from opensora.utils.config import parse_configs
from opensora.utils.logger import create_logger
from opensora.utils.misc import format_duration
from opensora.utils.train import setup_device
from .datasets import TextDataset, VideoTextDataset
from .pin_memory_cache import PinMemoryCache
from .sampler import DistributedSampler, VariableVideoBatchSampler
def _pin_memory_loop(
class _MultiProcessingDataLoaderIterForVideo(_MultiProcessingDataLoaderIter):
    pin_memory_key: str = "video"
class DataloaderForVideo(DataLoader):
def get_seed_worker(seed):
def prepare_dataloader(
def collate_fn_default(batch):
def collate_fn_batch(batch):
if __name__ == "__main__":
    num_machines = int(os.environ.get("NUM_MACHINES", 28))
    time_per_step = int(os.environ.get("TIME_PER_STEP", 20))
