import logging
from abc import ABCMeta, abstractmethod
from dataclasses import dataclass, replace
from math import cos, pi, sqrt
from typing import Any, Dict, List, Optional, Tuple, Union
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.optim.optimizer import Optimizer as OptimizerBase
from . import LayerNormBase
from .config import OptimizerType, SchedulerConfig, SchedulerType, TrainConfig
from .torch_util import get_default_device, is_distributed
__all__ = [
log = logging.getLogger(__name__)
class Optimizer(OptimizerBase):
class LionW(Optimizer):
class AdamW(torch.optim.AdamW, Optimizer):
@dataclass
class Scheduler(metaclass=ABCMeta):
@dataclass
class CosWithWarmup(Scheduler):
    alpha_f: float = 0.1
@dataclass
class LinearWithWarmup(Scheduler):
    alpha_f: float = 0.1
@dataclass
class InvSqrtWithWarmup(Scheduler):
@dataclass
class MaxScheduler(Scheduler):
@dataclass
class BoltOnWarmupScheduler(Scheduler):
@dataclass
class ConstantScheduler(Scheduler):
@dataclass
class CosLinearEnvelope(Scheduler):
    alpha_f: float = 0.1
@dataclass
class ConstantWithWarmupScheduler(Scheduler):
PARAM_GROUP_FIELDS = ("sharded", "max_grad_norm", "max_grad_norm_ratio", "param_names")
def get_param_groups(cfg: TrainConfig, model: nn.Module) -> List[Dict[str, Any]]:
def fix_optim_state_dict(optimizer: Optimizer, state_dict: Dict[str, Any]) -> Dict[str, Any]:
def build_optimizer(cfg: TrainConfig, model: nn.Module) -> Optimizer:
def build_scheduler(cfg: TrainConfig, sched_cfg: Optional[SchedulerConfig] = None) -> Scheduler:
