from dataclasses import dataclass
import torch
import torch.nn as nn
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import Decoder, TransformerBlock
from torchtitan.models.utils import get_moe_model_nparams_and_flops
class Qwen3TransformerBlock(TransformerBlock):
class Qwen3Model(Decoder):
