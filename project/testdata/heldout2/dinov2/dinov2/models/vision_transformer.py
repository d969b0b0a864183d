from functools import partial
import math
import logging
from typing import Sequence, Tuple, Union, Callable
import numpy as np
import torch
import torch.nn as nn
import torch.utils.checkpoint
from torch.nn.init import trunc_normal_
from dinov2.layers import Mlp, PatchEmbed, SwiGLUFFNFused, MemEffAttention, NestedTensorBlock as Block
logger = logging.getLogger("dinov2")
def named_apply(fn: Callable, module: nn.Module, name="", depth_first=True, include_root=False) -> nn.Module:
class BlockChunk(nn.ModuleList):
class DinoVisionTransformer(nn.Module):
def init_weights_vit_timm(module: nn.Module, name: str = ""):
def vit_small(patch_size=16, num_register_tokens=0, **kwargs):
def vit_base(patch_size=16, num_register_tokens=0, **kwargs):
def vit_large(patch_size=16, num_register_tokens=0, **kwargs):
def vit_giant2(patch_size=16, num_register_tokens=0, **kwargs):
