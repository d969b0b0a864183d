import os
from functools import wraps
from contextlib import nullcontext
import torch
import numpy as np
torch_version = float(torch.__version__[:3])
current_xpu_device = f"xpu:{torch.xpu.current_device()}"
device_supports_fp64 = torch.xpu.has_fp64_dtype() if hasattr(torch.xpu, "has_fp64_dtype") else torch.xpu.get_device_properties(current_xpu_device).has_fp64
if os.environ.get('IPEX_FORCE_ATTENTION_SLICE', '0') == '0':
    use_dynamic_attention = bool(os.environ.get('IPEX_FORCE_ATTENTION_SLICE', '0') == '1')
class DummyDataParallel(torch.nn.Module): # pylint: disable=missing-class-docstring, unused-argument, too-few-public-methods
def return_null_context(*args, **kwargs): # pylint: disable=unused-argument
def is_cuda(self):
def check_device_type(device, device_type: str) -> bool:
def check_cuda(device) -> bool:
def return_xpu(device): # keep the device instance type, aka return string if the input is string
original_autocast_init = torch.amp.autocast_mode.autocast.__init__
def autocast_init(self, device_type=None, dtype=None, enabled=True, cache_enabled=None):
original_grad_scaler_init = torch.amp.grad_scaler.GradScaler.__init__
def GradScaler_init(self, device: str = None, init_scale: float = 2.0**16, growth_factor: float = 2.0, backoff_factor: float = 0.5, growth_interval: int = 2000, enabled: bool = True):
original_is_autocast_enabled = torch.is_autocast_enabled
def torch_is_autocast_enabled(device_type=None):
original_get_autocast_dtype = torch.get_autocast_dtype
def torch_get_autocast_dtype(device_type=None):
original_interpolate = torch.nn.functional.interpolate
def interpolate(tensor, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None, antialias=False): # pylint: disable=too-many-arguments
original_from_numpy = torch.from_numpy
def from_numpy(ndarray):
original_as_tensor = torch.as_tensor
def as_tensor(data, dtype=None, device=None):
def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, **kwargs):
original_torch_bmm = torch.bmm
def torch_bmm(input, mat2, *, out=None):
original_fft_fftn = torch.fft.fftn
def fft_fftn(input, s=None, dim=None, norm=None, *, out=None):
original_fft_ifftn = torch.fft.ifftn
def fft_ifftn(input, s=None, dim=None, norm=None, *, out=None):
original_functional_group_norm = torch.nn.functional.group_norm
def functional_group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
original_functional_layer_norm = torch.nn.functional.layer_norm
