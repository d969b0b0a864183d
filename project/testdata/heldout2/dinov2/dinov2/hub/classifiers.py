from enum import Enum
from typing import Union
import torch
import torch.nn as nn
from .backbones import _make_dinov2_model
from .utils import _DINOV2_BASE_URL, _make_dinov2_model_name
class Weights(Enum):
def _make_dinov2_linear_classification_head(
    arch_name: str = "vit_large",
    patch_size: int = 14,
    embed_dim: int = 1024,
    layers: int = 4,
    num_register_tokens: int = 0,
class _LinearClassifierWrapper(nn.Module):
def _make_dinov2_linear_classifier(
    arch_name: str = "vit_large",
    layers: int = 4,
    num_register_tokens: int = 0,
    interpolate_offset: float = 0.1,
def dinov2_vits14_lc(
    layers: int = 4,
def dinov2_vitb14_lc(
    layers: int = 4,
def dinov2_vitl14_lc(
    layers: int = 4,
def dinov2_vitg14_lc(
    layers: int = 4,
def dinov2_vits14_reg_lc(
def dinov2_vitb14_reg_lc(
def dinov2_vitl14_reg_lc(
def dinov2_vitg14_reg_lc(
