from typing import Any, Callable, Dict, Optional, Set, Tuple, Union
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron.parallel.pipeline_parallel.functional import (
from nanotron.parallel.pipeline_parallel.p2p import P2P, BatchTensorSendRecvState
from nanotron.parallel.pipeline_parallel.state import PipelineBatchState, PipelineTrainBatchState
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
class PipelineBlock(nn.Module):
def get_min_max_rank(module: torch.nn.Module) -> Tuple[int, int]:
def get_sort_key(current_rank: int):
