import math
from collections import OrderedDict
import torch
from packaging import version
from torch import Tensor, nn
from nanotron import logging
logger = logging.get_logger(__name__)
class PytorchGELUTanh(nn.Module):
class NewGELUActivation(nn.Module):
class GELUActivation(nn.Module):
class FastGELUActivation(nn.Module):
class QuickGELUActivation(nn.Module):
class ClippedGELUActivation(nn.Module):
class AccurateGELUActivation(nn.Module):
class SiLUActivation(nn.Module):
class MishActivation(nn.Module):
class LinearActivation(nn.Module):
class LaplaceActivation(nn.Module):
class ReLUSquaredActivation(nn.Module):
class ClassInstantier(OrderedDict):
ACT2CLS = {
ACT2FN = ClassInstantier(ACT2CLS)
def get_activation(activation_string):
gelu_python = get_activation("gelu_python")
gelu_new = get_activation("gelu_new")
gelu = get_activation("gelu")
gelu_fast = get_activation("gelu_fast")
quick_gelu = get_activation("quick_gelu")
silu = get_activation("silu")
mish = get_activation("mish")
linear_act = get_activation("linear")
