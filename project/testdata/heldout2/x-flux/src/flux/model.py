from dataclasses import dataclass
import torch
from torch import Tensor, nn
from einops import rearrange
from .modules.layers import (DoubleStreamBlock, EmbedND, LastLayer,
@dataclass
class FluxParams:
class Flux(nn.Module):
    _supports_gradient_checkpointing = True
        self.gradient_checkpointing = False
    def _set_gradient_checkpointing(self, module, value=False):
        if hasattr(module, "gradient_checkpointing"):
            module.gradient_checkpointing = value
            if self.training and self.gradient_checkpointing:
                encoder_hidden_states, hidden_states = torch.utils.checkpoint.checkpoint(
            if self.training and self.gradient_checkpointing:
                encoder_hidden_states, hidden_states = torch.utils.checkpoint.checkpoint(
