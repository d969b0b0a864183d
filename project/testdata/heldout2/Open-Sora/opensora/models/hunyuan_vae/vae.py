from dataclasses import dataclass
from typing import Optional, Tuple
import numpy as np
import torch
import torch.nn as nn
from diffusers.utils import BaseOutput
from diffusers.utils.torch_utils import randn_tensor
from opensora.acceleration.checkpoint import auto_grad_checkpoint, checkpoint
from opensora.models.hunyuan_vae.unet_causal_3d_blocks import (
@dataclass
class DecoderOutput(BaseOutput):
class EncoderCausal3D(nn.Module):
        sample = auto_grad_checkpoint(self.mid_block, sample, attention_mask)
class DecoderCausal3D(nn.Module):
        sample = auto_grad_checkpoint(self.mid_block, sample, attention_mask)
        if getattr(self, "grad_checkpointing", False):
            sample = checkpoint(self.post_process, sample, use_reentrant=True)
class DiagonalGaussianDistribution(object):
