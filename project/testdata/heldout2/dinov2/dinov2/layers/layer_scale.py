from typing import Optional, Union
import torch
from torch import Tensor
from torch import nn
class LayerScale(nn.Module):
