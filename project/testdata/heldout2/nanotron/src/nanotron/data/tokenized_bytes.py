import os
import re
import time
from bisect import bisect
from dataclasses import dataclass
from re import Pattern
from typing import Dict, Optional, Tuple, Union
import numpy as np
import torch
from datatrove.utils.dataset import DatatroveFolderDataset
from torch.utils.data import DataLoader, Dataset
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import NanosetDatasetsArgs
from nanotron.data import DataCollatorForCLM, DataCollatorForCLMWithPositionIds, EmptyInfiniteDataset
from nanotron.data.dataloader import get_dataloader_worker_init
from nanotron.data.nemo_dataset import BlendableDataset
from nanotron.data.nemo_dataset.dataset_utils import compile_helper
from nanotron.data.s3_utils import BOTO3_AVAILABLE, _get_s3_file_list, _get_s3_object, _stream_file
from nanotron.data.samplers import MegatronPretrainingSampler
from nanotron.logging import human_format, log_rank
from nanotron.parallel import ParallelContext
from nanotron.utils import main_rank_first
logger = logging.get_logger(__name__)
@dataclass
class TBFileDatasetLog:
@dataclass
class TBFolderDatasetLog:
@dataclass
class TrainDataLog:
class TokenizedBytesFileDataset(Dataset):
class OldTokenizedBytesFolderDataset(Dataset):
class TokenizedBytesFolderDataset(DatatroveFolderDataset):
        force_update_cache: bool = os.environ.get("FORCE_UPDATE_CACHE_S3", 0) == "1",
def build_dataset(
    seed: Optional[int] = 6,
def get_tb_datasets(
    seed: int = 6,
    consumed_samples: int = 0,
def get_tb_dataloader(
