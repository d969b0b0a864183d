import math
from typing import Callable
import torch
from einops import rearrange, repeat
from torch import Tensor
from .model import Flux
from .modules.conditioner import HFEmbedder
def get_noise(
def prepare(t5: HFEmbedder, clip: HFEmbedder, img: Tensor, prompt: str | list[str]) -> dict[str, Tensor]:
def time_shift(mu: float, sigma: float, t: Tensor):
def get_lin_function(
def get_schedule(
    base_shift: float = 0.5,
    max_shift: float = 1.15,
def denoise(
    guidance: float = 4.0,
    ip_scale: Tensor | float = 1.0,
    neg_ip_scale: Tensor | float = 1.0
def denoise_controlnet(
    guidance: float = 4.0,
    ip_scale: Tensor | float = 1, 
    neg_ip_scale: Tensor | float = 1, 
def unpack(x: Tensor, height: int, width: int) -> Tensor:
