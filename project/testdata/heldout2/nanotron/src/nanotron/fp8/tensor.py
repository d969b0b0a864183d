import torch
import transformer_engine as te  # noqa
import transformer_engine_extensions as tex
from nanotron.fp8.constants import DTYPE_TO_FP8_MAX, FP8_DTYPES, INITIAL_SCALING_FACTOR
from nanotron.fp8.dtypes import DTypes
class FP8Tensor(torch.Tensor):
def convert_torch_dtype_to_te_dtype(dtype: torch.dtype) -> tex.DType:
def convert_tensor_to_fp8(tensor: torch.Tensor, meta) -> FP8Tensor:
def convert_tensor_from_fp8(tensor: torch.Tensor, meta, dtype: torch.dtype) -> torch.Tensor:
def update_scaling_factor(
    amax: torch.Tensor, scaling_factor: torch.Tensor, dtype: DTypes, margin: float = 0
