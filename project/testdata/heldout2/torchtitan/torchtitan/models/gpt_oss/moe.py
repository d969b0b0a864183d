from __future__ import annotations
from dataclasses import dataclass
import spmd_types as spmd
import torch
from torch import nn
from torch.distributed.tensor import DTensor
from torchtitan.distributed.spmd_types import spmd_mesh_size
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common.moe import GroupedExperts, MoE
from torchtitan.protocols.module import Module
class ScaleBiasForward(torch.autograd.Function):
def swiglu(x, alpha: float = 1.702, limit: float = 7.0):
class GptOssGroupedExperts(GroupedExperts):
class GptOssMoE(MoE):
