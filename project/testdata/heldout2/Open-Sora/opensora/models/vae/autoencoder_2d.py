from dataclasses import dataclass
import torch
from einops import rearrange
from torch import Tensor, nn
from torch.nn.functional import silu as swish
from opensora.registry import MODELS
from opensora.utils.ckpt import load_checkpoint
from .utils import DiagonalGaussianDistribution
@dataclass
class AutoEncoderConfig:
class AttnBlock(nn.Module):
class ResnetBlock(nn.Module):
class Downsample(nn.Module):
class Upsample(nn.Module):
class Encoder(nn.Module):
class Decoder(nn.Module):
class AutoEncoder(nn.Module):
def AutoEncoderFlux(
    device_map: str | torch.device = "cuda",
        model = load_checkpoint(model, from_pretrained, cache_dir=cache_dir, device_map=device_map)
