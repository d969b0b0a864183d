import math
import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor, nn
NUMEL_LIMIT = 2**30
def ceil_to_divisible(n: int, dividend: int) -> int:
def chunked_avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
def chunked_interpolate(input, scale_factor):
def get_conv3d_output_shape(
def get_conv3d_n_chunks(numel: int, n_channels: int, numel_limit: int):
def channel_chunk_conv3d(
class DiagonalGaussianDistribution(object):
class ChannelChunkConv3d(nn.Conv3d):
def pad_for_conv3d(x: torch.Tensor, width_pad: int, height_pad: int, time_pad: int) -> torch.Tensor:
def pad_for_conv3d_kernel_3x3x3(x: torch.Tensor) -> torch.Tensor:
class PadConv3D(nn.Module):
class ChannelChunkPadConv3D(PadConv3D):
