import cv2
import numpy as np
import torch
import os
from einops import rearrange
from huggingface_hub import hf_hub_download
from .models.mbv2_mlsd_tiny import MobileV2_MLSD_Tiny
from .models.mbv2_mlsd_large import MobileV2_MLSD_Large
from .utils import pred_lines
from ...annotator.util import annotator_ckpts_path
class MLSDdetector:
