# and in this way it works better for gradio's RGB protocol
import os
import cv2
import torch
import numpy as np
from huggingface_hub import hf_hub_download
from einops import rearrange
from ...annotator.util import annotator_ckpts_path
class DoubleConvBlock(torch.nn.Module):
class ControlNetHED_Apache2(torch.nn.Module):
class HEDdetector:
def nms(x, t, s):
