from enum import Enum
import logging
from typing import Any, Dict, Optional
import torch
from torch import Tensor
from torchmetrics import Metric, MetricCollection
from torchmetrics.classification import MulticlassAccuracy
from torchmetrics.utilities.data import dim_zero_cat, select_topk
logger = logging.getLogger("dinov2")
class MetricType(Enum):
class AccuracyAveraging(Enum):
def build_metric(metric_type: MetricType, *, num_classes: int, ks: Optional[tuple] = None):
def build_topk_accuracy_metric(average_type: AccuracyAveraging, num_classes: int, ks: tuple = (1, 5)):
def build_topk_imagenet_real_accuracy_metric(num_classes: int, ks: tuple = (1, 5)):
class ImageNetReaLAccuracy(Metric):
