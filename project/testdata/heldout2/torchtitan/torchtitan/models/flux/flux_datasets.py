import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, NotRequired, TypedDict
import grain.python as grain
import numpy as np
import PIL.Image
import torch
import tyro
from torch.utils.data import default_collate
from torchtitan.components.data.collators import Collator, TrainerBatch
from torchtitan.components.data.dataset import (
from torchtitan.components.data.sources import HuggingFaceStreamingSource
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
from torchtitan.models.flux.tokenizer import FluxTokenizerContainer
from torchtitan.tools.logging import logger
class FluxSample(TypedDict):
def _process_cc12m_image(
    output_size: int = 256,
def _cc12m_wds_data_processor(
    output_size: int = 256,
def _coco_data_processor(
    output_size: int = 256,
class FluxSampleProcessor(SampleProcessor):
class FluxCollator(Collator):
_VALIDATION_TIMESTEPS = tuple((index + 0.5) / 8 for index in range(8))
def _add_validation_timestep(
@dataclass(frozen=True, kw_only=True, slots=True)
class FluxValidationDatasetConfig:
    """Adds checkpointable round-robin validation timesteps to Flux rows."""
