from dataclasses import dataclass
from typing import Optional
from nanotron.config.utils_config import (
from nanotron.parallel.pipeline_parallel.engine import (
from nanotron.parallel.tensor_parallel.nn import TensorParallelLinearMode
@dataclass
class ParallelismArgs:
    expert_parallel_size: int = 1
    context_parallel_size: int = 1
