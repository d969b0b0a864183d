import torch
from torch import nn, Tensor
from dinov2.layers import (
class TextHead(nn.Module):
class TextTower(nn.Module):
