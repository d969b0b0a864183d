from collections import OrderedDict
import torch
import torch.nn as nn
import torch.nn.functional as F
from .ops import resize
def add_prefix(inputs, prefix):
class DepthEncoderDecoder(nn.Module):
