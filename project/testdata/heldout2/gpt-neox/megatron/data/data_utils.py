import math
import torch
import numpy as np
from typing import List, Tuple
from itertools import zip_longest, cycle
from functools import partial
from megatron import mpu, print_rank_0
from megatron.data.indexed_dataset import make_dataset as make_indexed_dataset
from megatron.data.blendable_dataset import BlendableDataset
from megatron.data.gpt2_dataset import GPT2Dataset
from megatron.data.pairwise_dataset import PairwiseDataset
from megatron.data.online_dataset import OnlineDataset
from megatron.data.samplers import DistributedBatchSampler
def make_data_loader(dataset, neox_args):
def build_the_dataset(
def build_train_valid_test_datasets(
def get_train_valid_test_split_(splits_string, size):
def get_normalized_weights_and_num_samples(
def build_weighted_datasets(
def weights_by_num_docs(l: list, alpha=0.3):
def validate_train_epochs(neox_args):
def build_train_valid_test_data_loaders(neox_args):
def shift_and_wrap_data_loaders(neox_args, data_loaders, loop=True):
def compile_helper():
