import os, math, gc, importlib
import torch
import torch.nn as nn
from torch.nn import functional as F
from torch.utils.cpp_extension import load
class WKV(torch.autograd.Function):
def RUN_CUDA_RWKV(B, T, C, H, r, k, v, w, u):
class RWKV_TimeMix(nn.Module):
class RWKV_ChannelMix(nn.Module):
class RWKVResidualLayer(nn.Module):
class RWKVResidualLayerPipe(RWKVResidualLayer):
