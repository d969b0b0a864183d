import os
import time
import numpy as np
import torch
from megatron import mpu, print_rank_0
class PairwiseDataset(torch.utils.data.Dataset):
def _build_index_mappings(
        should_process_dataset = int(os.environ["LOCAL_RANK"]) == 0
def _num_tokens(documents, sizes):
def _num_epochs(tokens_per_epoch, seq_length, num_samples):
def _build_doc_idx(documents, num_epochs, np_rng):
def _build_sample_idx(sizes, doc_idx, seq_length, num_epochs, tokens_per_epoch):
def _build_shuffle_idx(size, np_rng):
