import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast
import torch
from torch.nn.attention.flex_attention import BlockMask
from torch.utils import _pytree as pytree
from torchtitan.tools import utils
from torchtitan.tools.logging import logger
ForwardBackwardFn = Callable[
@dataclass(frozen=True)
class _BlockMaskInputSpec:
class CUDAGraphInputSpec:
class _CUDAGraphManager:
_manager = _CUDAGraphManager()
def cudagraph_teardown() -> None:
class CUDAGraphWrapper:
def wrap_with_cuda_graph(fwd_bwd_fn: ForwardBackwardFn) -> ForwardBackwardFn:
