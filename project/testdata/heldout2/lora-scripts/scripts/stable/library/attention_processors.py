import math
from typing import Any
from einops import rearrange
import torch
from diffusers.models.attention_processor import Attention
EPSILON = 1e-6
class FlashAttentionFunction(torch.autograd.function.Function):
class FlashAttnProcessor:
