import os
import torch
import intel_extension_for_pytorch as ipex # pylint: disable=import-error, unused-import
from functools import cache
sdpa_slice_trigger_rate = float(os.environ.get('IPEX_SDPA_SLICE_TRIGGER_RATE', 4))
attention_slice_rate = float(os.environ.get('IPEX_ATTENTION_SLICE_RATE', 4))
def find_slice_size(slice_size, slice_block_size):
def find_sdpa_slice_sizes(query_shape, query_element_size):
def find_bmm_slice_sizes(input_shape, input_element_size, mat2_shape):
original_torch_bmm = torch.bmm
def torch_bmm_32_bit(input, mat2, *, out=None):
original_scaled_dot_product_attention = torch.nn.functional.scaled_dot_product_attention
def scaled_dot_product_attention_32_bit(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, **kwargs):
