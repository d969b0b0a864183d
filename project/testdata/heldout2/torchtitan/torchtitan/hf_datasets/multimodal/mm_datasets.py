from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any
import grain.python as grain
import numpy as np
import torch
import tyro
from torchtitan.components.data.dataset import (
from torchtitan.components.data.sources import HuggingFaceStreamingSource
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
from torchtitan.components.loss import IGNORE_INDEX
from torchtitan.components.tokenizer import MultiModalTokenizer
from torchtitan.tools.logging import logger
from .utils.image import calculate_vision_tokens, process_image, resize_to_pixel_budget
from .utils.text import insert_vision_placeholders
def _process_mm_sample(
def _process_obelics_sample(
def _process_cc12_wd_sample(
class MultiModalProcessor(SampleProcessor):
@dataclass(frozen=True, kw_only=True, slots=True)
class MMSamplePackingConfig:
    num_packing_bins: int = 8
def _mm_sample_to_packing_input(sample: dict[str, Any]) -> dict[str, Any]:
def _packing_output_to_mm_sample(
