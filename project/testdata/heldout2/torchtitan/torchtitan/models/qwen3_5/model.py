from dataclasses import dataclass
import spmd_types as spmd
import torch
from torch import nn
from torch.nn.attention.flex_attention import BlockMask
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common import Linear
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import Decoder
from torchtitan.models.common.multimodal import (
from torchtitan.models.utils import get_moe_model_nparams_and_flops
from torchtitan.protocols.module import Module
from .gdn import GatedDeltaNet
from .rope import MRoPE
from .sharding import annotate_qwen35_input_spmd_types, set_qwen35_sharding_config
from .vision_encoder import Qwen35VisionEncoder
Qwen35AttentionMaskDict = dict[str, BlockMask | VarlenMetadata | None]
class OffsetRMSNorm(Module):
class Qwen35Attention(BaseAttention):
class Qwen35TransformerBlock(Module):
class Qwen35Model(Decoder):
