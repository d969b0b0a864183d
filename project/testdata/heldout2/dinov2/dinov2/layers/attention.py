import logging
import os
import warnings
import torch
from torch import nn, Tensor
logger = logging.getLogger("dinov2")
XFORMERS_ENABLED = os.environ.get("XFORMERS_DISABLED") is None
class Attention(nn.Module):
class MemEffAttention(Attention):
