from functools import partial
from typing import Callable, Tuple
import torch
from torch import nn, Tensor
from dinov2.layers import (
def init_weights_vit_timm(module: nn.Module, name: str = ""):
def named_apply(fn: Callable, module: nn.Module, name="", depth_first=True, include_root=False) -> nn.Module:
class VisionHead(nn.Module):
class VisionTower(nn.Module):
