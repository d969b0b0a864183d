import math
from collections.abc import Callable
import einops as E
import requests
import torch
import torchvision.io
import torchvision.transforms.v2.functional as TVF
from PIL import Image
from torchtitan.tools.logging import logger
def _decode_image(image: str | bytes | Image.Image) -> torch.Tensor:
def smart_resize(
def resize_to_pixel_budget(
def resize_to_patch_budget(
def process_image(
    patch_size: int = 16,
    merge_size: int = 2,
    max_pixels: int = 16777216,
    min_pixels: int = 65536,
    max_patches: int = 4096,
    max_patches_per_side: int = 512,
def calculate_vision_tokens(
def vision_to_patches(
    patch_order: str = "block",
