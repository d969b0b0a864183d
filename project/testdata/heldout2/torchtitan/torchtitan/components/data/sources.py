import glob
import json
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable
import datasets
import grain.python as grain
from datasets.distributed import split_dataset_by_node
from torchtitan.components.data.types import DatasetIterationPolicy
from torchtitan.config import Configurable
class RandomAccessDataSource(Protocol):
class SourceConfig(Protocol):
class IndexedJsonlSource(Configurable):
class HuggingFaceRandomAccessSource(Configurable):
        load_dataset_kwargs: dict[str, Any] = field(default_factory=dict)
class HuggingFaceStreamingSource(Configurable, grain.IterDataset):
    """Provides a DP-sharded Hugging Face stream with cursor checkpointing."""
        load_dataset_kwargs: dict[str, Any] = field(default_factory=dict)
def _file_patterns_to_paths(patterns: tuple[str, ...]) -> tuple[str, ...]:
class _HuggingFaceCursorIterator(grain.DatasetIterator):
    """Exposes a Hugging Face streaming cursor to Grain checkpoint recursion."""
