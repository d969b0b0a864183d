from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Annotated, Any
import grain.python as grain
import tyro
from grain import experimental as grain_experimental
from torch.distributed.checkpoint.stateful import Stateful
from torchtitan.components.data.collators import Collator, TextCollator, TrainerBatch
from torchtitan.components.data.dataset import DatasetConfig
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
from torchtitan.components.tokenizer import BaseTokenizer
from torchtitan.config import Configurable
class DataloaderExhaustedError(Exception):
class BaseDataLoader(Stateful, ABC, Configurable):
class GrainDataLoader(BaseDataLoader):
    """Batches and checkpoints one composed Grain dataset graph."""
        collator: Annotated[Collator.Config, tyro.conf.Suppress] = field(
        read_options: Annotated[grain.ReadOptions, tyro.conf.Suppress] = field(
                f"checkpoint is missing dataloader state for {self._rank_id}"
