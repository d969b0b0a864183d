import os
import shutil
import struct
from functools import lru_cache
from itertools import accumulate
import numpy as np
import torch
from megatron import print_rank_0
def __best_fitting_dtype(vocab_size=None):
def infer_dataset_impl(path):
def make_builder(out_file, impl, vocab_size=None):
def make_dataset(path, impl, skip_warmup=False):
def dataset_exists(path, impl):
def read_longs(f, n):
def write_longs(f, a):
dtypes = {
def code(dtype):
def index_file_path(prefix_path):
def data_file_path(prefix_path):
def create_doc_idx(sizes):
class IndexedDataset(torch.utils.data.Dataset):
class IndexedCachedDataset(IndexedDataset):
class IndexedDatasetBuilder(object):
def _warmup_mmap_file(path):
class MMapIndexedDataset(torch.utils.data.Dataset):
class MMapIndexedDatasetBuilder(object):
