from collections import OrderedDict, defaultdict
from typing import Iterator
import numpy as np
import torch
import torch.distributed as dist
from torch.utils.data import Dataset, DistributedSampler
from opensora.utils.logger import log_message
from opensora.utils.misc import format_numel_str
from .aspect import get_num_pexels_from_name
from .bucket import Bucket
from .datasets import VideoTextDataset
from .parallel import pandarallel
from .utils import sync_object_across_devices
def apply(data, method=None, seed=None, num_bucket=None, fps_max=16):
class StatefulDistributedSampler(DistributedSampler):
class VariableVideoBatchSampler(DistributedSampler):
class BatchDistributedSampler(DistributedSampler):
