import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Dict, List, Optional
import numpy as np
import torch
from nanotron import logging
from nanotron.logging import log_rank
from nanotron.parallel import ParallelContext
from nanotron.utils import main_rank_first
from pprint import pformat
logger = logging.get_logger(__name__)
@dataclass
class BlendedSubsetSplitLog:
class BlendableDataset(torch.utils.data.Dataset):
class MemoryEfficientBlendableDataset(torch.utils.data.Dataset):
