import math
from types import SimpleNamespace
from typing import Dict, Optional, Tuple, Union
import torch
from torch import nn
from torch.nn import functional as F
from einops import rearrange
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
TIMESTEP_INPUT_DIM = BLOCK_OUT_CHANNELS[0]
TIME_EMBED_DIM = BLOCK_OUT_CHANNELS[0] * 4
TRANSFORMER_NORM_NUM_GROUPS = 32
DOWN_BLOCK_TYPES = ["CrossAttnDownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D", "DownBlock2D"]
UP_BLOCK_TYPES = ["UpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D"]
EPSILON = 1e-6
def exists(val):
def default(val, d):
class FlashAttentionFunction(torch.autograd.Function):
def get_parameter_dtype(parameter: torch.nn.Module):
def get_parameter_device(parameter: torch.nn.Module):
def get_timestep_embedding(
    downscale_freq_shift: float = 1,
    scale: float = 1,
    max_period: int = 10000,
def resize_like(x, target, mode="bicubic", align_corners=False):
class SampleOutput:
class TimestepEmbedding(nn.Module):
class Timesteps(nn.Module):
class ResnetBlock2D(nn.Module):
class DownBlock2D(nn.Module):
        self.gradient_checkpointing = False
            if self.training and self.gradient_checkpointing:
                hidden_states = torch.utils.checkpoint.checkpoint(create_custom_forward(resnet), hidden_states, temb)
class Downsample2D(nn.Module):
class CrossAttention(nn.Module):
def translate_attention_names_from_diffusers(
class GEGLU(nn.Module):
class FeedForward(nn.Module):
class BasicTransformerBlock(nn.Module):
