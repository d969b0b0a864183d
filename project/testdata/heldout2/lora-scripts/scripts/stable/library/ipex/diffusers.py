import os
import torch
import intel_extension_for_pytorch as ipex # pylint: disable=import-error, unused-import
import diffusers #0.24.0 # pylint: disable=import-error
from diffusers.models.attention_processor import Attention
from diffusers.utils import USE_PEFT_BACKEND
from functools import cache
attention_slice_rate = float(os.environ.get('IPEX_ATTENTION_SLICE_RATE', 4))
def find_slice_size(slice_size, slice_block_size):
def find_attention_slice_sizes(query_shape, query_element_size, query_device_type, slice_size=None):
class SlicedAttnProcessor: # pylint: disable=too-few-public-methods
class AttnProcessor:
def ipex_diffusers():
