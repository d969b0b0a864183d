from __future__ import annotations
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Union
import torch
import torch.nn.functional as F
from ..config import PaddingDirection, TrainConfig
__all__ = ["DataCollator"]
@dataclass
class DataCollator:
@dataclass
class CustomDatasetDataCollator(DataCollator):
    input_id_field: str = "input_ids"
