import os
from dataclasses import dataclass
import torch
from einops import rearrange
from safetensors.torch import load_file as load_sft
from torch import nn, Tensor
from torchtitan.models.common.nn_modules import Conv2d, GroupNorm
from torchtitan.protocols.module import Module, ModuleList
def swish(x: Tensor) -> Tensor:
def _norm(num_channels: int) -> GroupNorm.Config:
class AttnBlock(Module):
class ResnetBlock(Module):
class Downsample(Module):
class Upsample(Module):
class Encoder(Module):
class Decoder(Module):
class DiagonalGaussian(Module):
class AutoEncoder(Module):
def load_ae(
    device: str | torch.device = "cuda",
        ckpt_path: Path to the autoencoder checkpoint.
        random_init: If True, skip checkpoint loading.
