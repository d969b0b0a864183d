import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
import torch
from torch.nn.attention.flex_attention import _mask_mod_signature, and_masks, BlockMask
from torchtitan.distributed.utils import is_in_batch_invariant_mode
from torchtitan.models.common.attention import (
from torchtitan.models.common.embedding import Embedding
from torchtitan.models.common.feed_forward import FeedForward
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.moe import MoE
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.common.token_dispatcher import update_ep_token_dispatcher_config
from torchtitan.protocols.model import BaseModel
from torchtitan.protocols.module import Module, ModuleDict
__all__ = ["Decoder", "TransformerBlock"]
class TransformerBlock(Module):
class Decoder(BaseModel):
