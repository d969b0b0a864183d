import math
from dataclasses import dataclass
import torch
from einops import rearrange
from torch import Tensor, nn
from ..math import attention, rope
import torch.nn.functional as F
class EmbedND(nn.Module):
def timestep_embedding(t: Tensor, dim, max_period=10000, time_factor: float = 1000.0):
class MLPEmbedder(nn.Module):
class RMSNorm(torch.nn.Module):
class QKNorm(torch.nn.Module):
class LoRALinearLayer(nn.Module):
class FLuxSelfAttnProcessor:
class LoraFluxAttnProcessor(nn.Module):
class SelfAttention(nn.Module):
@dataclass
class ModulationOut:
class Modulation(nn.Module):
class DoubleStreamBlockLoraProcessor(nn.Module):
class IPDoubleStreamBlockProcessor(nn.Module):
class DoubleStreamBlockProcessor:
class DoubleStreamBlock(nn.Module):
class IPSingleStreamBlockProcessor(nn.Module):
class SingleStreamBlockLoraProcessor(nn.Module):
class SingleStreamBlockProcessor:
class SingleStreamBlock(nn.Module):
class LastLayer(nn.Module):
class ImageProjModel(torch.nn.Module):
