import os
import torch
import torchvision.datasets as datasets
from config import configurations

cfg = configurations[1]
DATA_ROOT = cfg['DATA_ROOT']
train = datasets.ImageFolder(os.path.join(DATA_ROOT, 'imgs'))
