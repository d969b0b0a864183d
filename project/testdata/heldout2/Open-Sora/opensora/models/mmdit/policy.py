from functools import partial
from typing import Dict, Union
import torch.nn as nn
from colossalai.shardformer.policies.base_policy import ModulePolicyDescription, Policy, SubModuleReplacementDescription
from opensora.models.vae.tensor_parallel import Conv3dTPCol, Conv3dTPRow, GroupNormTP
from .distributed import ContextParallelAttention, TPUpDecoderBlockCausal3D, prepare_parallel_attention_mask
from .vae import DecoderCausal3D, EncoderCausal3D
def gen_resnets_replacements(prefix: str, with_shortcut: bool = False):
class HunyuanVaePolicy(Policy):
