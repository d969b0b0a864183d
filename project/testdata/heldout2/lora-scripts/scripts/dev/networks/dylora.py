import math
import os
import random
from typing import Dict, List, Optional, Tuple, Type, Union
from diffusers import AutoencoderKL
from transformers import CLIPTextModel
import torch
from torch import nn
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class DyLoRAModule(torch.nn.Module):
def create_network(
def create_network_from_weights(multiplier, file, vae, text_encoder, unet, weights_sd=None, for_inference=False, **kwargs):
class DyLoRANetwork(torch.nn.Module):
    def enable_gradient_checkpointing(self):
