import torch
import torch.nn as nn
import numpy as np
import math
from timm.models.vision_transformer import PatchEmbed, Attention, Mlp
def modulate(x, shift, scale):
class TimestepEmbedder(nn.Module):
class LabelEmbedder(nn.Module):
class DiTBlock(nn.Module):
class FinalLayer(nn.Module):
class DiT(nn.Module):
def get_2d_sincos_pos_embed(embed_dim, grid_size, cls_token=False, extra_tokens=0):
def get_2d_sincos_pos_embed_from_grid(embed_dim, grid):
def get_1d_sincos_pos_embed_from_grid(embed_dim, pos):
def DiT_XL_2(**kwargs):
def DiT_XL_4(**kwargs):
def DiT_XL_8(**kwargs):
def DiT_L_2(**kwargs):
def DiT_L_4(**kwargs):
def DiT_L_8(**kwargs):
def DiT_B_2(**kwargs):
def DiT_B_4(**kwargs):
def DiT_B_8(**kwargs):
def DiT_S_2(**kwargs):
def DiT_S_4(**kwargs):
def DiT_S_8(**kwargs):
DiT_models = {
