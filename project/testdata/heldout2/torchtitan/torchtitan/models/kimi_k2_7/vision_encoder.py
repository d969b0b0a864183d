from dataclasses import dataclass, field
from typing import cast
import spmd_types as spmd
import torch
import torch.nn as nn
import torch.nn.functional as F
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common import Linear
from torchtitan.models.common.nn_modules import GELU, LayerNorm
from torchtitan.models.common.rope import _maybe_wrap_positions, ComplexRoPE
from torchtitan.models.common.vision_encoder import (
from torchtitan.protocols.module import Module, ModuleDict
def _get_temporal_pos_embed(
    base: float = 10000.0,
def _compute_learned_pos_embeds(
def _compute_2d_rope_cache(
def _tpool_patch_merger(
class VisionRotaryEmbedding2D(Module):
class VisionProjector(Module):
        act_fn: GELU.Config = field(default_factory=GELU.Config)
class KimiK25VisionEncoder(Module):
        merge_kernel_size: list[int] = field(default_factory=lambda: [2, 2])
