import os
from functools import wraps
from contextlib import nullcontext
import torch
import intel_extension_for_pytorch as ipex # pylint: disable=import-error, unused-import
import numpy as np
device_supports_fp64 = torch.xpu.has_fp64_dtype()
class DummyDataParallel(torch.nn.Module): # pylint: disable=missing-class-docstring, unused-argument, too-few-public-methods
def return_null_context(*args, **kwargs): # pylint: disable=unused-argument
def is_cuda(self):
def check_device(device):
def return_xpu(device):
original_autocast_init = torch.amp.autocast_mode.autocast.__init__
def autocast_init(self, device_type, dtype=None, enabled=True, cache_enabled=None):
original_interpolate = torch.nn.functional.interpolate
def interpolate(tensor, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None, antialias=False): # pylint: disable=too-many-arguments
original_from_numpy = torch.from_numpy
def from_numpy(ndarray):
original_as_tensor = torch.as_tensor
def as_tensor(data, dtype=None, device=None):
if device_supports_fp64 and os.environ.get('IPEX_FORCE_ATTENTION_SLICE', None) is None:
def torch_bmm(input, mat2, *, out=None):
def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False):
original_functional_group_norm = torch.nn.functional.group_norm
def functional_group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
original_functional_layer_norm = torch.nn.functional.layer_norm
def functional_layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
original_functional_linear = torch.nn.functional.linear
def functional_linear(input, weight, bias=None):
original_functional_conv2d = torch.nn.functional.conv2d
def functional_conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
original_torch_cat = torch.cat
def torch_cat(tensor, *args, **kwargs):
original_functional_pad = torch.nn.functional.pad
def functional_pad(input, pad, mode='constant', value=None):
original_torch_tensor = torch.tensor
def torch_tensor(data, *args, dtype=None, device=None, **kwargs):
original_Tensor_to = torch.Tensor.to
def Tensor_to(self, device=None, *args, **kwargs):
original_Tensor_cuda = torch.Tensor.cuda
