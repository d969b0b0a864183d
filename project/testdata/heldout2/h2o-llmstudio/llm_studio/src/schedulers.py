import math
from typing import Any
from torch.optim import Optimizer
from torch.optim.lr_scheduler import LambdaLR
from transformers import get_constant_schedule_with_warmup
def constant_schedule_with_warmup(
def get_cosine_schedule_with_warmup(
    min_learning_rate_ratio: float = 0.0,
    num_cycles: float = 0.5,
def get_linear_schedule_with_warmup(
    min_learning_rate_ratio: float = 0.0,
class Schedulers:
