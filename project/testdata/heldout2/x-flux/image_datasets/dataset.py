import os
import pandas as pd
import numpy as np
from PIL import Image
import torch
from torch.utils.data import Dataset, DataLoader
import json
import random
def image_resize(img, max_size=512):
def c_crop(image):
def crop_to_aspect_ratio(image, ratio="16:9"):
class CustomImageDataset(Dataset):
def loader(train_batch_size, num_workers, **args):
