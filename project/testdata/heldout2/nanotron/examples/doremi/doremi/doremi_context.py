from dataclasses import dataclass, field
from typing import List, TypedDict
import torch
class WeightHistory(TypedDict):
@dataclass
class DoReMiContext:
    step_size: float = 1
    smoothing_param: float = 1e-3
    domain_weight_history: WeightHistory = field(default_factory=list)
