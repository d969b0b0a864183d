import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, cast, Protocol, TypeAlias
import grain.python as grain
import numpy as np
from torchtitan.components.data.sources import RandomAccessDataSource, SourceConfig
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
from torchtitan.config import Configurable
class DatasetConfig(Protocol):
@dataclass(frozen=True, kw_only=True, slots=True)
class TextSequence:
class SampleProcessor(Configurable, ABC):
@dataclass(frozen=True, kw_only=True, slots=True)
class SingleDatasetConfig:
@dataclass(frozen=True, kw_only=True, slots=True)
class WeightedDataset:
    weight: float = 1.0
@dataclass(frozen=True, kw_only=True, slots=True)
class DatasetMixConfig:
@dataclass(frozen=True, kw_only=True, slots=True)
class DatasetConcatConfig:
