import math
from dataclasses import dataclass
import torch
from einops import rearrange
from torch import Tensor, nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt
from .flux_models import attention, rope, apply_rope, EmbedND, timestep_embedding, MLPEmbedder, RMSNorm, QKNorm, SelfAttention, Flux
from . import custom_offloading_utils
def distribute_modulations(tensor: torch.Tensor, depth_single_blocks, depth_double_blocks):
class Approximator(nn.Module):
    def enable_gradient_checkpointing(self):
            layer.enable_gradient_checkpointing()
    def disable_gradient_checkpointing(self):
            layer.disable_gradient_checkpointing()
@dataclass
class ModulationOut:
def _modulation_shift_scale_fn(x, scale, shift):
def _modulation_gate_fn(x, gate, gate_params):
class DoubleStreamBlock(nn.Module):
        self.gradient_checkpointing = False
    def enable_gradient_checkpointing(self):
        self.gradient_checkpointing = True
    def disable_gradient_checkpointing(self):
        self.gradient_checkpointing = False
        if self.training and self.gradient_checkpointing:
            return ckpt.checkpoint(self._forward, img, txt, pe, distill_vec, txt_seq_len, use_reentrant=False)
class SingleStreamBlock(nn.Module):
        self.gradient_checkpointing = False
    def enable_gradient_checkpointing(self):
        self.gradient_checkpointing = True
    def disable_gradient_checkpointing(self):
        self.gradient_checkpointing = False
        if self.training and self.gradient_checkpointing:
            return ckpt.checkpoint(self._forward, x, pe, distill_vec, txt_seq_len, use_reentrant=False)
class LastLayer(nn.Module):
@dataclass
class ChromaParams:
chroma_params = ChromaParams(
def modify_mask_to_attend_padding(mask, max_seq_length, num_extra_padding=8):
