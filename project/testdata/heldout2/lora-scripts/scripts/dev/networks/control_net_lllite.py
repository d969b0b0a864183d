import os
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
class LLLiteModule(torch.nn.Module):
class ControlNetLLLite(torch.nn.Module):
    def enable_gradient_checkpointing(self):
if __name__ == "__main__":
    unet.set_gradient_checkpointing(True)
    unet.train()  # for gradient checkpointing
