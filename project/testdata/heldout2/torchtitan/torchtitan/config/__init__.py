import torch
TORCH_DTYPE_MAP = {
from .configs import (
from .configurable import Configurable
from .function import Function
from .manager import ConfigManager
from .override import (
__all__ = [
