from typing import Callable, Optional, Tuple
import torch
from torch.nn.attention.flex_attention import create_block_mask
import functools
def create_softcapped_causal_score_mod(
def create_document_mask_func(
def create_attention_mask(
def create_block_mask_cached(mask_func, B, H, Q_LEN, KV_LEN, device="cuda"):
def _offsets_to_doc_ids_tensor(offsets):
def lengths_to_offsets(lengths, device):
def generate_doc_mask_mod(inner_mask_func, offsets):
def causal_mask_func(b, h, q_idx, kv_idx):
def sliding_window_causal_mask_func(window_size, b, h, q_idx, kv_idx):
def get_block_mask_from_type(
def get_attention_mod_from_type(
def validate_attention_args(
