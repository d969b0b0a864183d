import os
import shutil
import struct
from functools import lru_cache
from itertools import accumulate
from typing import Tuple
import numpy as np
import torch
from nanotron import logging
from nanotron.logging import log_rank
logger = logging.get_logger(__name__)
def __best_fitting_dtype(vocab_size=None):
def make_builder(out_file, vocab_size=None, chunk_size=64, pad_id=0, retrieval_db=False, stride=64):
def deallocate_indexed_dataset_memory(indexed_dataset):
def make_indexed_dataset(path: str, skip_warmup: bool = False):
dtypes = {1: np.uint8, 2: np.int8, 3: np.int16, 4: np.int32, 5: np.int64, 6: np.float64, 7: np.double, 8: np.uint16}
def code(dtype):
def index_file_path(prefix_path: str) -> str:
def data_file_path(prefix_path: str) -> str:
def _warmup_mmap_file(path: str):
class MMapIndexedDataset(torch.utils.data.Dataset):
class MMapIndexedDatasetBuilder(object):
