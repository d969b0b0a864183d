import math
import os
from typing import Dict, List, Optional, Tuple, Type, Union
from diffusers import AutoencoderKL
from transformers import CLIPTextModel
import numpy as np
import torch
import re
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
RE_UPDOWN = re.compile(r"(up|down)_blocks_(\d+)_(resnets|upsamplers|downsamplers|attentions)_(\d+)_")
class LoRAModule(torch.nn.Module):
class LoRAInfModule(LoRAModule):
def parse_block_lr_kwargs(nw_kwargs):
def create_network(
def get_block_dims_and_alphas(
def get_block_lr_weight(
def remove_block_dims_and_alphas(
def get_block_index(lora_name: str) -> int:
def create_network_from_weights(multiplier, file, vae, text_encoder, unet, weights_sd=None, for_inference=False, **kwargs):
class LoRANetwork(torch.nn.Module):
    def enable_gradient_checkpointing(self):
