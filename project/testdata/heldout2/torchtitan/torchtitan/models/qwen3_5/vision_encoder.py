from dataclasses import dataclass, field
import spmd_types as spmd
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor import DTensor
from torch.distributed.tensor.experimental import local_map
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common import Linear
from torchtitan.models.common.nn_modules import GELU, LayerNorm
from torchtitan.models.common.rope import _maybe_wrap_positions, CosSinRoPE
from torchtitan.models.common.vision_encoder import (
from torchtitan.protocols.module import Module, ModuleDict
def _compute_learned_pos_embeds(
def _compute_2d_rope_cache(
class VisionRotaryEmbedding(Module):
class PatchMerger(Module):
        act_fn: GELU.Config = field(
class Qwen35VisionEncoder(Module):
