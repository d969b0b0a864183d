import torch
import torch.nn as nn
import enum
from ..fused_kernels import load_fused_kernels
class ScaledUpperTriangMaskedSoftmax(torch.autograd.Function):
class ScaledMaskedSoftmax(torch.autograd.Function):
class SoftmaxFusionTypes(enum.Enum):
class FusedScaleMaskSoftmax(nn.Module):
