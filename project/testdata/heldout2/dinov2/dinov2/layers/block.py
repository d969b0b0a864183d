import logging
import os
from typing import Callable, List, Any, Tuple, Dict, Optional
import warnings
import torch
from torch import nn, Tensor
from .attention import Attention, MemEffAttention
from .drop_path import DropPath
from .layer_scale import LayerScale
from .mlp import Mlp
logger = logging.getLogger("dinov2")
XFORMERS_ENABLED = os.environ.get("XFORMERS_DISABLED") is None
class Block(nn.Module):
class CausalAttentionBlock(nn.Module):
def drop_add_residual_stochastic_depth(
    sample_drop_ratio: float = 0.0,
def get_branges_scales(x, sample_drop_ratio=0.0):
def add_residual(x, brange, residual, residual_scale_factor, scaling_vector=None):
def get_attn_bias_and_cat(x_list, branges=None):
def drop_add_residual_stochastic_depth_list(
    sample_drop_ratio: float = 0.0,
class NestedTensorBlock(Block):
