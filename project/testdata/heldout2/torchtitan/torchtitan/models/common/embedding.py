from __future__ import annotations
from dataclasses import dataclass
from typing import TYPE_CHECKING
import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor import DTensor
from torchtitan.protocols.module import Module
class Embedding(nn.Embedding, Module):
__all__ = ["Embedding"]
