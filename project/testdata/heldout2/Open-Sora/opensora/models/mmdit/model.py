from dataclasses import dataclass
import torch
from torch import Tensor, nn
from opensora.acceleration.checkpoint import auto_grad_checkpoint
from opensora.models.mmdit.layers import (
from opensora.registry import MODELS
from opensora.utils.ckpt import load_checkpoint
@dataclass
class MMDiTConfig:
    patch_size: int = 2
class MMDiTModel(nn.Module):
            img, txt = auto_grad_checkpoint(block, img, txt, vec, pe)
            img = auto_grad_checkpoint(block, img, vec, pe)
            img, txt = auto_grad_checkpoint(block, img, txt, vec, pe)
            img = auto_grad_checkpoint(block, img, vec, pe)
def Flux(
    device_map: str | torch.device = "cuda",
        model = load_checkpoint(
