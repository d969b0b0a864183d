import torch
from flash_attn.ops.triton.layer_norm import layer_norm_fn
from torch import nn
class TritonLayerNorm(nn.LayerNorm):
class TritonRMSNorm(nn.Module):
class LlamaRMSNorm(nn.Module):
