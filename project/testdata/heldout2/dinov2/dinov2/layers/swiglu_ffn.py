import os
from typing import Callable, Optional
import warnings
from torch import Tensor, nn
import torch.nn.functional as F
class SwiGLUFFN(nn.Module):
XFORMERS_ENABLED = os.environ.get("XFORMERS_DISABLED") is None
class SwiGLUFFNFused(SwiGLU):
class SwiGLUFFNAligned(nn.Module):
