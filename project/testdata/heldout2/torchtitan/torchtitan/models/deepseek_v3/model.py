import math
from dataclasses import dataclass, field
import spmd_types as spmd
import torch
from torch import nn
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import TransformerBlock
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.common.rope import RoPE
from torchtitan.models.deepseek_v3.mtp import MTPDecoder
from torchtitan.models.utils import get_moe_model_nparams_and_flops
from torchtitan.protocols.module import Module
class Attention(BaseAttention):
        inner_attention: Module.Config = field(default_factory=FlexAttention.Config)
class DeepSeekV3TransformerBlock(TransformerBlock):
class DeepSeekV3Model(MTPDecoder):
