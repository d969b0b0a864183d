from dataclasses import dataclass
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor import DTensor
from torchtitan.protocols.module import Module
class Linear(nn.Linear, Module):
class ScaledBiasRowwiseLinear(Linear):
__all__ = [
