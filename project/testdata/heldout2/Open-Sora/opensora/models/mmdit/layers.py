import math
from dataclasses import dataclass
import torch
from einops import rearrange
from liger_kernel.ops.rms_norm import LigerRMSNormFunction
from torch import Tensor, nn
from .math import attention, liger_rope, rope
class EmbedND(nn.Module):
class LigerEmbedND(nn.Module):
def timestep_embedding(t: Tensor, dim, max_period=10000, time_factor: float = 1000.0):
class MLPEmbedder(nn.Module):
class RMSNorm(torch.nn.Module):
class FusedRMSNorm(RMSNorm):
class QKNorm(torch.nn.Module):
class SelfAttention(nn.Module):
@dataclass
class ModulationOut:
class Modulation(nn.Module):
class DoubleStreamBlockProcessor:
class DoubleStreamBlock(nn.Module):
class SingleStreamBlockProcessor:
class SingleStreamBlock(nn.Module):
class LastLayer(nn.Module):
