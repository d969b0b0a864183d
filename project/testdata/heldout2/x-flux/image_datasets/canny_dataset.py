import os
import pandas as pd
import numpy as np
from PIL import Image
import torch
from torch.utils.data import Dataset, DataLoader
import json
import random
import cv2
def canny_processor(image, low_threshold=100, high_threshold=200):
def c_crop(image):
class CustomImageDataset(Dataset):
def loader(train_batch_size, num_workers, **args):
