import torch
from flash_attn.layers.rotary import apply_rotary_emb as flash_apply_rotary_emb
from torch import nn
from flash_attn.layers.rotary import RotaryEmbedding as OrigFlashRotaryEmbedding
from einops import rearrange
from nanotron import logging
from nanotron.logging import warn_once
logger = logging.get_logger(__name__)
class RotaryEmbedding(nn.Module):
class FlashRotaryEmbedding(OrigFlashRotaryEmbedding):
