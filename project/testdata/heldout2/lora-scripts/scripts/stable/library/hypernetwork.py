import torch
import torch.nn.functional as F
from diffusers.models.attention_processor import (
loaded_networks = []
def apply_single_hypernetwork(
def apply_hypernetworks(context_k, context_v, layer=None):
def xformers_forward(
def sliced_attn_forward(
def v2_0_forward(
def replace_attentions_for_hypernetwork():
