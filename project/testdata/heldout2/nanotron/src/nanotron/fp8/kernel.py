import torch
import transformer_engine as te  # noqa
import transformer_engine_extensions as tex
from nanotron.fp8.tensor import FP8Tensor
from nanotron.fp8.meta import FP8Meta
def fp8_matmul_kernel(
