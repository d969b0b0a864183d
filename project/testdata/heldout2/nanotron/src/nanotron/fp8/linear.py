from typing import Optional, Tuple, TypedDict, Union
import torch
import torch.nn.functional as F
import transformer_engine as te  # noqa
from torch import nn
from nanotron.fp8.constants import INITIAL_AMAX, INITIAL_SCALING_FACTOR
from nanotron.fp8.dtypes import DTypes
from nanotron.fp8.kernel import fp8_matmul_kernel
from nanotron.fp8.meta import FP8Meta
from nanotron.fp8.parameter import FP8Parameter
from nanotron.fp8.tensor import FP8Tensor, update_scaling_factor
class FP8LinearMeta(TypedDict):
class FP8Linear(nn.Linear):
class _FP8Matmul(torch.autograd.Function):
