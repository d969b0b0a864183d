import math
from dataclasses import dataclass
from typing import Optional, Tuple
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from .vision_tower import VisionTower
from .text_tower import TextTower
@dataclass
class DinoTxtConfig:
    vision_model_train_img_size: int = 224
    vision_model_num_head_blocks: int = 0
    vision_model_head_blocks_drop_path: float = 0.3
    vision_model_patch_tokens_pooler_type: str = "mean"
    vision_model_patch_token_layer: int = 1  # which layer to take patch tokens from
    text_model_num_head_blocks: int = 0
    text_model_head_blocks_drop_prob: float = 0.0
    text_model_tokens_pooler_type: str = "first"
class DinoTxt(nn.Module):
