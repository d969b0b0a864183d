import os
import random
import numpy as np
import pandas as pd
import torch
from PIL import ImageFile
from torchvision.datasets.folder import pil_loader
from opensora.registry import DATASETS
from .read_video import read_video
from .utils import get_transforms_image, get_transforms_video, is_img, map_target_fps, read_file, temporal_random_crop
ImageFile.LOAD_TRUNCATED_IMAGES = True
VALID_KEYS = ("neg", "path")
K = 10000
class Iloc:
class Item:
class EfficientParquet:
class TextDataset(torch.utils.data.Dataset):
class VideoTextDataset(TextDataset):
class CachedVideoTextDataset(VideoTextDataset):
