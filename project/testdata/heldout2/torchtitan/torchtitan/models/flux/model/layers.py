import math
from dataclasses import dataclass, field
import spmd_types as spmd
import torch
from einops import rearrange
from torch import nn, Tensor
from torchtitan.models.common.attention import ScaledDotProductAttention
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.nn_modules import GELU, LayerNorm, RMSNorm, SiLU
from torchtitan.protocols.module import Module, Sequential
def local_split_text_image(
def rope(pos: Tensor, dim: int, theta: int) -> Tensor:
def apply_rope(xq: Tensor, xk: Tensor, freqs_cis: Tensor) -> tuple[Tensor, Tensor]:
class EmbedND(Module):
def timestep_embedding(t: Tensor, dim, max_period=10000, time_factor: float = 1000.0):
class MLPEmbedder(Module):
class QKNorm(Module):
class SelfAttention(Module):
        inner_attention: ScaledDotProductAttention.Config = field(
@dataclass
class ModulationOut:
class Modulation(Module):
class DoubleStreamBlock(Module):
        inner_attention: ScaledDotProductAttention.Config = field(
class SingleStreamBlock(Module):
        inner_attention: ScaledDotProductAttention.Config = field(
class LastLayer(Module):
