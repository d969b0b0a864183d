from typing import Dict, Union
import numpy as np
import torch
TypeSpec = Union[str, np.dtype, torch.dtype]
def as_torch_dtype(dtype: TypeSpec) -> torch.dtype:
