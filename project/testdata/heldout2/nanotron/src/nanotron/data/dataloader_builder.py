from torch.utils.data import DataLoader
import nanotron.distributed as dist
from nanotron import logging
from nanotron.data.dataloader import (
from nanotron.data.nanoset import Nanoset
from nanotron.data.samplers import (
from nanotron.parallel import ParallelContext
logger = logging.get_logger(__name__)
def build_nanoset_dataloader(
    consumed_train_samples: int = 0,
