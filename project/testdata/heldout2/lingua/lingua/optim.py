from dataclasses import dataclass
from functools import partial
import math
import logging
from torch import nn
from torch.optim import AdamW, lr_scheduler
logger = logging.getLogger()
@dataclass
class OptimArgs:
    lr: float = 3e-4
    weight_decay: float = 0.1
    epsilon: float = 1e-8
    clip: float = 1.0
    scheduler: str = "cosine"
    warmup: int = 2000
    lr_min_ratio: float = 0.1
    cycle_length: float = 1.0
    cosine_theta: float = 1.0
    annealing_step: int = 1000
    decay_fraction: float = 0.1
    exp_factor: float = 0.5
def lr_linear(step: int, warmup: int, n_steps: int, min_ratio: float) -> float:
def lr_inv_sqrt(step: int, warmup: int, exp_factor: float, min_ratio: float) -> float:
def lr_cosine(
def lr_wsd(
def build_lr_fn(args: OptimArgs, n_steps: int):
def build_optimizer(model: nn.Module, args: OptimArgs, n_steps: int):
