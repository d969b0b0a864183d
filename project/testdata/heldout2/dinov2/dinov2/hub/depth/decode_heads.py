import copy
from functools import partial
import math
import warnings
import torch
import torch.nn as nn
from .ops import resize
def _imdenormalize(img, mean, std, to_bgr=True):
class DepthBaseDecodeHead(nn.Module):
class BNHead(DepthBaseDecodeHead):
class ConvModule(nn.Module):
class Interpolate(nn.Module):
class HeadDepth(nn.Module):
class ReassembleBlocks(nn.Module):
class PreActResidualConvUnit(nn.Module):
class FeatureFusionBlock(nn.Module):
class DPTHead(DepthBaseDecodeHead):
