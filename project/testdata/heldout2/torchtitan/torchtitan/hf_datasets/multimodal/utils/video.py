import numpy as np
import torch
import torchvision.transforms.v2.functional as TVF
from torchtitan.tools.logging import logger
from .image import smart_resize
def load_video(
    fps: float = 2.0,
    min_frames: int = 4,
    max_frames: int = 768,
def process_video(
