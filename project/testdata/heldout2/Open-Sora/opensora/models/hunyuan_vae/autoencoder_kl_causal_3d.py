from dataclasses import dataclass
from typing import Dict, Optional, Tuple, Union
import torch
import torch.nn as nn
from diffusers.configuration_utils import ConfigMixin, register_to_config
from opensora.registry import MODELS
from opensora.utils.ckpt import load_checkpoint
from diffusers.models.attention_processor import (
from diffusers.models.modeling_utils import ModelMixin
from diffusers.utils.accelerate_utils import apply_forward_hook
from opensora.models.hunyuan_vae.vae import (
@dataclass
class AutoEncoder3DConfig:
    act_fn: str = "silu"
    in_channels: int = 3
    out_channels: int = 3
    latent_channels: int = 16
    layers_per_block: int = 2
    norm_num_groups: int = 32
    scale_factor: float = 0.476986
    shift_factor: float = 0
    time_compression_ratio: int = 4
    spatial_compression_ratio: int = 8
    sample_size: int = 256
    sample_tsize: int = 64
    tile_overlap_factor: float = 0.25
    dropout: float = 0.0
class AutoencoderKLCausal3D(ModelMixin, ConfigMixin, FromOriginalVAEMixin):
    _supports_gradient_checkpointing = True
def CausalVAE3D_HUNYUAN(
    device_map: str | torch.device = "cuda",
        model = load_checkpoint(model, from_pretrained, device_map=device_map, strict=True)
