import torch
from torch.nn import LayerNorm as LayerNorm
def get_norm(neox_args):
class RMSNorm(torch.nn.Module):
class ScaleNorm(torch.nn.Module):
class NonParametricLayernorm(torch.nn.LayerNorm):
