import math
import os
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
import torch
from einops import rearrange, repeat
from mmengine.config import Config
from peft import PeftModel
from torch import Tensor, nn
from opensora.datasets.aspect import get_image_size
from opensora.models.mmdit.model import MMDiTModel
from opensora.models.text.conditioner import HFEmbedder
from opensora.registry import MODELS, build_module
from opensora.utils.inference import (
@dataclass
class SamplingOption:
    num_frames: int = 1
    num_steps: int = 50
    guidance: float = 4.0
    temporal_reduction: int = 1
def sanitize_sampling_option(sampling_option: SamplingOption) -> SamplingOption:
def get_oscillation_gs(guidance_scale: float, i: int, force_num=10):
class Denoiser(ABC):
class I2VDenoiser(Denoiser):
class DistilledDenoiser(Denoiser):
SamplingMethodDict = {
def time_shift(alpha: float, t: Tensor) -> Tensor:
def get_res_lin_function(
def get_schedule(
    base_shift: float = 1,
    max_shift: float = 3,
def get_noise(
    patch_size: int = 2,
    channel: int = 16,
    D = int(os.environ.get("AE_SPATIAL_COMPRESSION", 16))
def pack(x: Tensor, patch_size: int = 2) -> Tensor:
def unpack(
    x: Tensor, height: int, width: int, num_frames: int, patch_size: int = 2
    D = int(os.environ.get("AE_SPATIAL_COMPRESSION", 16))
def prepare(
    seq_align: int = 1,
    patch_size: int = 2,
def prepare_ids(
def prepare_models(
def prepare_api(
