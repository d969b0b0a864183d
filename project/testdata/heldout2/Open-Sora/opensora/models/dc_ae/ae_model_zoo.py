from typing import Callable, Optional
import diffusers
import torch
from huggingface_hub import PyTorchModelHubMixin
from torch import nn
from opensora.registry import MODELS
from opensora.utils.ckpt import load_checkpoint
from .models.dc_ae import DCAE, DCAEConfig, dc_ae_f32
__all__ = ["create_dc_ae_model_cfg", "DCAE_HF", "DC_AE"]
def create_dc_ae_model_cfg(name: str, pretrained_path: Optional[str] = None) -> DCAEConfig:
class DCAE_HF(DCAE, PyTorchModelHubMixin):
def DC_AE(
    device_map: str | torch.device = "cuda",
    spatial_tile_size: int = 256,
    temporal_tile_size: int = 32,
    tile_overlap_factor: float = 0.25,
        model = load_checkpoint(model, from_pretrained, device_map=device_map)
