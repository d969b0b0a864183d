import math
import os
import random
import re
from typing import Any
import numpy as np
import pandas as pd
import requests
import torch
import torch.distributed as dist
import torchvision
import torchvision.transforms as transforms
from PIL import Image
from torchvision.datasets.folder import IMG_EXTENSIONS, pil_loader
from torchvision.io import write_video
from torchvision.utils import save_image
from . import video_transforms
from .read_video import read_video
VID_EXTENSIONS = (".mp4", ".avi", ".mov", ".mkv")
regex = re.compile(
def is_img(path):
def is_vid(path):
def is_url(url):
def read_file(input_path, memory_efficient=False):
def download_url(input_path):
    output_dir = "cache"
    os.makedirs(output_dir, exist_ok=True)
    output_path = os.path.join(output_dir, base_name)
def temporal_random_crop(
def get_transforms_video(name="center", image_size=(256, 256)):
def get_transforms_image(name="center", image_size=(256, 256)):
def read_image_from_path(path, transform=None, transform_name="center", num_frames=1, image_size=(256, 256)):
def read_video_from_path(path, transform=None, transform_name="center", image_size=(256, 256)):
def read_from_path(path, image_size, transform_name="center"):
def save_sample(
def center_crop_arr(pil_image, image_size):
def rand_size_crop_arr(pil_image, image_size):
def resize_crop_to_fill(pil_image, image_size):
def map_target_fps(
def sync_object_across_devices(obj: Any, rank: int = 0):
def rescale_image_by_path(path: str, height: int, width: int):
def rescale_video_by_path(path: str, height: int, width: int):
def save_tensor_to_disk(tensor, path, exist_handling="overwrite"):
def save_tensor_to_internet(tensor, path):
def save_latent(latent, path, exist_handling="overwrite"):
def cache_latents(latents, path, exist_handling="overwrite"):
