import cv2
import os
import torch
import torch.nn as nn
from torchvision.transforms import Compose
from huggingface_hub import hf_hub_download
from .midas.dpt_depth import DPTDepthModel
from .midas.midas_net import MidasNet
from .midas.midas_net_custom import MidasNet_small
from .midas.transforms import Resize, NormalizeImage, PrepareForNet
from ...annotator.util import annotator_ckpts_path
ISL_PATHS = {
def disabled_train(self, mode=True):
def load_midas_transform(model_type):
def load_model(model_type):
class MiDaSInference(nn.Module):
