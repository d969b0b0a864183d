from typing import Callable, Optional, Tuple
import torch
from torch import nn, Tensor
from dinov2.layers import CausalAttentionBlock
class TextTransformer(nn.Module):
