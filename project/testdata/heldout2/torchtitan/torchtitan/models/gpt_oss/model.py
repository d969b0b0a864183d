import dataclasses
import math
from dataclasses import dataclass
import torch
from torch import nn
from torch.distributed.tensor import DTensor
from torch.nn.attention.flex_attention import BlockMask
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import Decoder, TransformerBlock
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.rope import RoPE
from torchtitan.models.utils import get_moe_model_nparams_and_flops
from torchtitan.protocols.module import Module
def apply_attention_sink_rescale(
class Attention(BaseAttention):
        inner_attention: Module.Config = dataclasses.field(
class GptOssTransformerBlock(TransformerBlock):
class GptOssModel(Decoder):
