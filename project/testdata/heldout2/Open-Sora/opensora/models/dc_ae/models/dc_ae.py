from dataclasses import dataclass, field
from typing import Any, Optional
import torch
import torch.nn as nn
from omegaconf import MISSING, OmegaConf
from torch import Tensor
from opensora.acceleration.checkpoint import auto_grad_checkpoint
from ..utils import init_modules
from .nn.act import build_act
from .nn.norm import build_norm
from .nn.ops import (
__all__ = ["DCAE", "dc_ae_f32"]
@dataclass
class EncoderConfig:
    block_type: Any = "ResBlock"
    norm: str = "rms2d"
    act: str = "silu"
    downsample_block_type: str = "ConvPixelUnshuffle"
    downsample_shortcut: Optional[str] = "averaging"
    out_shortcut: Optional[str] = "averaging"
@dataclass
class DecoderConfig:
    in_shortcut: Optional[str] = "duplicating"
    block_type: Any = "ResBlock"
    norm: Any = "rms2d"
    act: Any = "silu"
    upsample_block_type: str = "ConvPixelShuffle"
    upsample_shortcut: str = "duplicating"
    out_norm: str = "rms2d"
    out_act: str = "relu"
@dataclass
class DCAEConfig:
    in_channels: int = 3
    latent_channels: int = 32
    time_compression_ratio: int = 1
    spatial_compression_ratio: int = 32
    encoder: EncoderConfig = field(
    decoder: DecoderConfig = field(
    pretrained_source: str = "dc-ae"
    spatial_tile_size: int = 256
