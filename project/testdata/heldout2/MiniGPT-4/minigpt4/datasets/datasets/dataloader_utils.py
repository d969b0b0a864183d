import time
import random
import torch
from minigpt4.datasets.data_utils import move_to_cuda
from torch.utils.data import DataLoader
class MultiIterLoader:
class PrefetchLoader(object):
def record_cuda_stream(batch):
class IterLoader:
