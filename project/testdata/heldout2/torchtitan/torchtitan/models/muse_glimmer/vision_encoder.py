from __future__ import annotations
import math
from dataclasses import dataclass, field
import spmd_types as spmd
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.attention.flex_attention import BlockMask
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common import ComplexRoPE, Linear
from torchtitan.models.common.nn_modules import LayerNorm
from torchtitan.models.common.vision_encoder import (
from torchtitan.protocols.module import Module, ModuleDict
def _annotate_vision_activation_type(tensor: torch.Tensor) -> torch.Tensor:
def reorder_patch_vector(
    never has to match an existing ``(pt, c, ph, pw)`` checkpoint, drop this
class _VisionPosEmbed(Module):
class _VisionTokenPermute(Module):
class VisionRopeFreq(Module):
class MuseGlimmerVisionAdapter(Module):
class MuseGlimmerVisionEncoder(Module):
        pos_embed: Module.Config = field(default_factory=_VisionPosEmbed.Config)
        token_permute: Module.Config = field(default_factory=_VisionTokenPermute.Config)
