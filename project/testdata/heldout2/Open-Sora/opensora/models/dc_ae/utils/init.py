from typing import Union
import torch
import torch.nn as nn
from torch.nn.modules.batchnorm import _BatchNorm
__all__ = ["init_modules"]
def init_modules(model: Union[nn.Module, list[nn.Module]], init_type="trunc_normal") -> None:
