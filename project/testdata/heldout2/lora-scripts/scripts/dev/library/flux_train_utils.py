import argparse
import math
import os
import numpy as np
import toml
import json
import time
from typing import Callable, Dict, List, Optional, Tuple, Union
import torch
from accelerate import Accelerator, PartialState
from transformers import CLIPTextModel
from tqdm import tqdm
from PIL import Image
from safetensors.torch import save_file
from library import flux_models, flux_utils, strategy_base, train_util
from library.device_utils import init_ipex, clean_memory_on_device
from .utils import setup_logging, mem_eff_save_file
import logging
logger = logging.getLogger(__name__)
def sample_images(
    save_dir = args.output_dir + "/sample"
    os.makedirs(save_dir, exist_ok=True)
                    save_dir,
                        save_dir,
def sample_image_inference(
    save_dir,
    image.save(os.path.join(save_dir, img_filename))
def time_shift(mu: float, sigma: float, t: torch.Tensor):
def get_lin_function(x1: float = 256, y1: float = 0.5, x2: float = 4096, y2: float = 1.15) -> Callable[[float], float]:
def get_schedule(
    base_shift: float = 0.5,
    max_shift: float = 1.15,
def denoise(
    guidance: float = 4.0,
def get_sigmas(noise_scheduler, timesteps, device, n_dim=4, dtype=torch.float32):
def compute_density_for_timestep_sampling(
def compute_loss_weighting_for_sd3(weighting_scheme: str, sigmas=None):
def get_noisy_model_input_and_timesteps(
def apply_model_prediction_type(args, model_pred, noisy_model_input, sigmas):
def save_models(
