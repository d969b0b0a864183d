import gzip
import logging
import os
import random as rnd
import tarfile
import zipfile
import random
from typing import List
from tqdm import tqdm
import decord
from decord import VideoReader
import webdataset as wds
import numpy as np
import torch
from torch.utils.data.dataset import IterableDataset
from minigpt4.common.registry import registry
from minigpt4.datasets.datasets.base_dataset import ConcatDataset
MAX_INT = registry.get("MAX_INT")
class ChainDataset(wds.DataPipeline):
def apply_to_sample(f, sample):
def move_to_cuda(sample):
def prepare_sample(samples, cuda_enabled=True):
def reorg_datasets_by_split(datasets, batch_sizes):
def concat_datasets(datasets):
