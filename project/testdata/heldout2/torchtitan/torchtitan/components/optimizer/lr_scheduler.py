import functools
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal
from torch.distributed.checkpoint.stateful import Stateful
from torch.optim.lr_scheduler import LambdaLR, LRScheduler
from torchtitan.config import Configurable
from torchtitan.tools.logging import logger
from .optimizer import OptimizersContainer
__all__ = [
class LRSchedulersContainer(Stateful, Configurable):
