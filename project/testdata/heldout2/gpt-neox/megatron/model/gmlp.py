import torch
import torch.nn as nn
import torch.nn.functional as F
from megatron.model.fused_softmax import FusedScaleMaskSoftmax
from megatron.model.activations import get_activation
from megatron.model.norms import get_norm
from megatron.model.utils import get_fusion_type
from megatron import mpu
class TinyAttention(nn.Module):
class SpatialGatingUnit(nn.Module):
class GMLPBlock(nn.Module):
