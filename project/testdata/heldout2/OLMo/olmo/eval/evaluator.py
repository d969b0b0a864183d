from dataclasses import dataclass
from typing import Any, Dict, Optional, Union
import torch
from torch.utils.data import DataLoader
from torchmetrics import MeanMetric, Metric
from ..config import EvaluatorType
from .downstream import ICLMetric
__all__ = ["Evaluator"]
@dataclass
class Evaluator:
