import os
import time
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple, Union
import numpy as np
from torch.utils.data import Dataset
from transformers import PreTrainedTokenizerBase
from nanotron import distributed as dist
from nanotron import logging
from nanotron.logging import log_rank
from nanotron.parallel import ParallelContext
from nanotron.utils import main_rank_first
from .blendable_dataset import BlendableDataset
from .dataset_utils import (
from .indexed_dataset import MMapIndexedDataset, make_indexed_dataset
logger = logging.get_logger(__name__)
def build_dataset(
def build_train_valid_test_datasets(
def _build_train_valid_test_datasets(
def get_indexed_dataset(data_prefix: str, skip_warmup: bool) -> MMapIndexedDataset:
FIM_PREFIX = "<fim_prefix>"
FIM_MIDDLE = "<fim_middle>"
FIM_SUFFIX = "<fim_suffix>"
FIM_PAD = "<fim_pad>"
EOD = "<|endoftext|>"
class GPTDataset(Dataset):
@dataclass
class SubsetSplitLog:
def _build_index_mappings(
    add_extra_token: int = 1,
    doc_idx: np.ndarray = np.load(doc_idx_filename, allow_pickle=True, mmap_mode="r")
    sample_idx: np.ndarray = np.load(sample_idx_filename, allow_pickle=True, mmap_mode="r")
    shuffle_idx: np.ndarray = np.load(shuffle_idx_filename, allow_pickle=True, mmap_mode="r")
def _num_tokens(documents: np.ndarray, sizes: np.ndarray) -> int:
def _num_epochs(tokens_per_epoch: int, seq_length: int, num_samples: int, add_extra_token: int = 1) -> int:
def _build_doc_idx(documents: np.ndarray, num_epochs: int, np_rng: Any, separate_last_epoch: bool) -> np.ndarray:
def _build_sample_idx(sizes, doc_idx, seq_length, num_epochs, tokens_per_epoch, drop_last=True, add_extra_token=1):
def _build_shuffle_idx(num_samples: int, total_size: int, np_rng: Any) -> np.ndarray:
def permute(
