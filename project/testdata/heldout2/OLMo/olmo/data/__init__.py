import importlib
import logging
from pathlib import Path
from typing import Any, Dict, List, Optional, cast
from torch.utils.data import DataLoader, DistributedSampler
from ..aliases import PathOrStr
from ..config import DataConfig, TrainConfig
from ..exceptions import OLMoConfigurationError
from ..torch_util import barrier, get_global_rank, get_world_size
from .collator import CustomDatasetDataCollator, DataCollator
from .custom_datasets import build_custom_dataset, extract_module_and_class
from .iterable_dataset import IterableDataset
from .memmap_dataset import MemMapDataset
__all__ = ["MemMapDataset", "DataCollator", "IterableDataset", "build_eval_dataloader", "build_train_dataloader"]
LOGGER = logging.getLogger(__name__)
def build_memmap_dataset(
def build_collator(train_config: TrainConfig) -> DataCollator:
def build_eval_dataloader(
def build_train_dataloader(
    work_dir = Path(train_config.save_folder) / "train_data"
        if work_dir.is_dir() and not train_config.save_overwrite:
            work_dir.mkdir(exist_ok=True, parents=True)
        work_dir=work_dir,
