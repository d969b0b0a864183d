from typing import Dict, List, Union
import torch
from torch.utils.data import DataLoader, DistributedSampler
from torchmetrics import MeanMetric, Metric
from ..config import EvaluatorConfig, EvaluatorType, TrainConfig
from ..exceptions import OLMoConfigurationError
from ..tokenizer import Tokenizer
from ..torch_util import get_global_rank, get_world_size
from .downstream import ICLMetric, label_to_task_map
from .evaluator import Evaluator
__all__ = [
def build_downstream_evaluator(
def build_evaluator(
def build_evaluators(cfg: TrainConfig, device: torch.device) -> List[Evaluator]:
