import torch
import math
from .backbones import dinov2_vitl14_reg
from .utils import _DINOV2_BASE_URL
def dinov2_vitl14_reg4_dinotxt_tet1280d20h24l():
def get_tokenizer():
