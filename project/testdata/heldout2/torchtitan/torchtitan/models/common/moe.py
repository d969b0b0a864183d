from dataclasses import dataclass
from typing import Literal
import spmd_types as spmd
import torch
import torch.nn.functional as F
from torch import nn
from torch.distributed.tensor import DTensor
from torchtitan.distributed.spmd_types import maybe_set_sparse_mesh, spmd_mesh_size
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common.feed_forward import FeedForward
from torchtitan.models.common.linear import Linear
from torchtitan.protocols.module import Module
from .token_dispatcher import LocalTokenDispatcher
class GroupedExperts(Module):
class RoutedExperts(Module):
class TokenChoiceTopKRouter(Module):
class MoE(Module):
