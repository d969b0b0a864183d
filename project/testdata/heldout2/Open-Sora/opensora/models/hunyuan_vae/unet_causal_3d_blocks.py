from typing import Optional, Tuple, Union
import numpy as np
import torch
import torch.nn.functional as F
from diffusers.models.activations import get_activation
from diffusers.models.attention_processor import Attention
from diffusers.utils import logging
from einops import rearrange
from torch import nn
from opensora.acceleration.checkpoint import auto_grad_checkpoint
from opensora.models.vae.utils import ChannelChunkConv3d, get_conv3d_n_chunks
logger = logging.get_logger(__name__)  # pylint: disable=invalid-name
INTERPOLATE_NUMEL_LIMIT = 2**31 - 1
def chunk_nearest_interpolate(
def prepare_causal_attention_mask(n_frame: int, n_hw: int, dtype, device, batch_size: int = None):
class CausalConv3d(nn.Module):
class UpsampleCausal3D(nn.Module):
class DownsampleCausal3D(nn.Module):
class ResnetBlockCausal3D(nn.Module):
class UNetMidBlockCausal3D(nn.Module):
class DownEncoderBlockCausal3D(nn.Module):
            hidden_states = auto_grad_checkpoint(resnet, hidden_states)
                hidden_states = auto_grad_checkpoint(downsampler, hidden_states)
class UpDecoderBlockCausal3D(nn.Module):
            hidden_states = auto_grad_checkpoint(resnet, hidden_states)
                hidden_states = auto_grad_checkpoint(upsampler, hidden_states)
