from typing import List, NamedTuple, Any
import numpy as np
import cv2
import torch
from safetensors.torch import load_file
from library.original_unet import UNet2DConditionModel, SampleOutput
import library.model_util as model_util
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class ControlNetInfo(NamedTuple):
class ControlNet(torch.nn.Module):
def load_control_net(v2, unet, model):
    ctrl_unet_du_sd = model_util.convert_ldm_unet_checkpoint(v2, ctrl_unet_sd_sd, unet_config)  # DiffUsers版ControlNetのstate dict
def load_preprocess(prep_type: str):
def preprocess_ctrl_net_hint_image(image):
def get_guided_hints(control_nets: List[ControlNetInfo], num_latent_input, b_size, hints):
def call_unet_and_control_net(
def unet_forward(
