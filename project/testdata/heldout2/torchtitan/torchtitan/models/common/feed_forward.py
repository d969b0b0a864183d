from dataclasses import dataclass
import torch
import torch.nn.functional as F
from torchtitan.models.common.linear import Linear
from torchtitan.protocols.module import Module
__all__ = ["FeedForward", "SigmoidGatedFeedForward", "compute_ffn_hidden_dim"]
def compute_ffn_hidden_dim(
    multiple_of: int = 1,
class FeedForward(Module):
class SigmoidGatedFeedForward(FeedForward):
