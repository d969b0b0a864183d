from dataclasses import dataclass
import torch
from torch import nn
from torchtitan.models.common.attention import AttentionMasksType
from torchtitan.models.common.decoder import Decoder, TransformerBlock
from torchtitan.models.utils import get_dense_model_nparams_and_flops
class Llama3TransformerBlock(TransformerBlock):
class Llama3Model(Decoder):
