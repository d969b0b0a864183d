from functools import cache
from typing import Callable, Dict, Optional, Set, Union
import torch
from nanotron.optim.base import BaseOptimizer, Optimizer, custom_load_state_dict
class InheritFromOtherOptimizer(BaseOptimizer):
