import hashlib
import json
import os
import warnings
from typing import Dict, List, Tuple, Union
import numpy as np
import torch
from datatrove.utils.dataset import DatatroveFolderDataset
from numba import jit
from tqdm import tqdm
from nanotron import logging
from nanotron.data.utils import count_dataset_indexes, normalize
from nanotron.logging import log_rank
logger = logging.get_logger(__name__)
class Nanoset(torch.utils.data.Dataset):
def build_nanoset_index_helper(
