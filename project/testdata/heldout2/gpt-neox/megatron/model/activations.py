import torch
import torch.nn.functional as F
def get_activation(neox_args):
def bias_gelu(bias, y):
def bias_gelu_back(g, bias, y):
class GeLUFunction(torch.autograd.Function):
bias_gelu_impl = GeLUFunction.apply
def erf_gelu(x):
def swish(x, beta: float = 1.0):
def mish(x):
