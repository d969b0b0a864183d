from dataclasses import dataclass
import spmd_types as spmd
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.attention.flex_attention import and_masks, BlockMask
from torchtitan.distributed.utils import get_spmd_backend, is_in_batch_invariant_mode
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import Decoder, TransformerBlock
from torchtitan.models.common.embedding import Embedding
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.multimodal import (
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.utils import get_dense_model_nparams_and_flops
from torchtitan.protocols.module import Module
from .vision_encoder import MuseGlimmerVisionAdapter, MuseGlimmerVisionEncoder
def _window_mask_key(window_size: int | None) -> str:
class RMSGainCenterNorm(RMSNorm):
class Attention(GQAttention):
class MuseGlimmerTransformerBlock(TransformerBlock):
class SoftCappedLinear(Linear):
class EmbeddingWithNorm(Module):
class MuseGlimmerModel(Decoder):
