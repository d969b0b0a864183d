from typing import Union, List
import numpy as np
import torch
import torch.utils.data
import socket
import pickle
from megatron.mpu.initialize import get_data_parallel_rank
class OnlineDataset(torch.utils.data.Dataset):
