import os
import re
from typing import Optional, List, Type
import torch
from library import sdxl_original_unet
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
SKIP_INPUT_BLOCKS = False
SKIP_OUTPUT_BLOCKS = True
SKIP_CONV2D = False
TRANSFORMER_ONLY = True  # if True, SKIP_CONV2D is ignored because conv2d is not used in transformer_blocks
ATTN1_2_ONLY = True
ATTN_QKV_ONLY = True
ATTN1_ETC_ONLY = False  # True
TRANSFORMER_MAX_BLOCK_INDEX = None
ORIGINAL_LINEAR = torch.nn.Linear
ORIGINAL_CONV2D = torch.nn.Conv2d
def add_lllite_modules(module: torch.nn.Module, in_dim: int, depth, cond_emb_dim, mlp_dim) -> None:
class LLLiteLinear(ORIGINAL_LINEAR):
class LLLiteConv2d(ORIGINAL_CONV2D):
class SdxlUNet2DConditionModelControlNetLLLite(sdxl_original_unet.SdxlUNet2DConditionModel):
def replace_unet_linear_and_conv2d():
if __name__ == "__main__":
    unet.set_gradient_checkpointing(True)
    unet.train()  # for gradient checkpointing
