from functools import lru_cache
from typing import Literal, Optional, Tuple
import torch
from packaging import version
from nanotron.nn.ring_attention import ring_flash_attn_varlen_func
from nanotron.nn.llama3_ring_attention import llama3_flash_attn_varlen_qkvpacked_func
def get_ring_flash_attn_cuda():
def is_torch_flex_attn_available():
def is_flash_attn_greater_or_equal_2_10():
def flex_attention_forward(
def flash_attention_forward(
    dropout: float = 0.0,
def sdpa_attention_forward(
    dropout: float = 0.0,
ALL_ATTENTION_FUNCTIONS = {
AttentionImplementation = Literal[tuple(ALL_ATTENTION_FUNCTIONS.keys())]
def get_attention_mask(position_ids, seq_length):
