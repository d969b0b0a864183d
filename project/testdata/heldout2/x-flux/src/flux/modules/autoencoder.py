from dataclasses import dataclass
import torch
from einops import rearrange
from torch import Tensor, nn
@dataclass
class AutoEncoderParams:
def swish(x: Tensor) -> Tensor:
class AttnBlock(nn.Module):
class ResnetBlock(nn.Module):
class Downsample(nn.Module):
class Upsample(nn.Module):
class Encoder(nn.Module):
class Decoder(nn.Module):
class DiagonalGaussian(nn.Module):
class AutoEncoder(nn.Module):
