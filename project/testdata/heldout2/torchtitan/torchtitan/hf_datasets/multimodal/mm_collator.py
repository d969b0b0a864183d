from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast, Literal
import torch
from torchtitan.components.data.collators import Collator, TrainerBatch
from torchtitan.components.data.types import DatasetBuildContext
from torchtitan.components.loss import IGNORE_INDEX
from torchtitan.components.tokenizer import MultiModalTokenizer
from .utils.image import vision_to_patches
class MultiModalCollator(Collator):
