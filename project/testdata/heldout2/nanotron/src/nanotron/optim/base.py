from abc import ABC, abstractmethod
from collections import defaultdict
from copy import deepcopy
from itertools import chain
from typing import (
import torch
from typing_extensions import TypeAlias
class BaseOptimizer(ABC):
Optimizer = TypeVar("Optimizer", BaseOptimizer, torch.optim.Optimizer)
def _process_value_according_to_param_policy(
def custom_load_state_dict(self, state_dict: StateDict, map_location: Union[str, torch.device]) -> None:
