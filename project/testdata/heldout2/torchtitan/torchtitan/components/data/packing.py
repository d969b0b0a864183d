from dataclasses import dataclass
from functools import partial
import grain.python as grain
import numpy as np
from torchtitan.components.data.dataset import DatasetConfig, TextSequence
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
from torchtitan.components.loss import IGNORE_INDEX
@dataclass(frozen=True, kw_only=True, slots=True)
class ConcatThenSplitPackingConfig:
@dataclass(frozen=True, kw_only=True, slots=True)
class FirstFitPackingConfig:
    num_packing_bins: int = 8
def _packing_output_is_full(packing_output: dict[str, np.ndarray]) -> bool:
def _text_sequence_to_packing_input(
def _packing_output_to_text_sequence(
