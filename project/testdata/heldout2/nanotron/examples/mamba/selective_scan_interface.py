import causal_conv1d_cuda
import selective_scan_cuda
import torch
import torch.nn.functional as F
from causal_conv1d import causal_conv1d_fn
from einops import rearrange, repeat
from torch.cuda.amp import custom_bwd, custom_fwd
class SelectiveScanFn(torch.autograd.Function):
def selective_scan_fn(
def selective_scan_ref(
class MambaInnerFn(torch.autograd.Function):
        checkpoint_lvl=1,
        assert checkpoint_lvl in [0, 1]
        ctx.checkpoint_lvl = checkpoint_lvl
        if checkpoint_lvl >= 1:  # Will recompute conv1d_out and delta in the backward pass
        if ctx.checkpoint_lvl == 1:
def mamba_inner_fn(
def mamba_inner_ref(
