import contextlib
import warnings
from collections.abc import Callable
import torch
import torch._inductor.config
import torch.fx.traceback as fx_traceback
import torch.nn as nn
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.distributed.device_mesh import DeviceMesh
from torchtitan.config import CompileConfig
from torchtitan.distributed.parallel_dims import ParallelDims
from torchtitan.tools.logging import logger
FakeTensorMode.__init__ = torch.compiler.disable(  # type: ignore[method-assign]
def apply_compile(
    torch._dynamo.config.skip_fwd_side_effects_in_bwd_under_checkpoint = (
def _maybe_enable_async_tp(
def _maybe_regional_inductor_backend(model: nn.Module, backend: str) -> str | Callable:
def maybe_regional_inductor(
