from typing import Dict, Tuple
import torch
import torch.distributed as dist
from nanotron.parallel import ParallelContext
from nanotron.parallel.tensor_parallel.functional import sharded_cross_entropy
from torch import nn
from .doremi_context import DoReMiContext
from .utils import masked_mean
def compute_per_domain_loss(
def compute_domain_loss_per_replicas(
class DomainLossForProxyTraining:
class CrossEntropyWithPerDomainLoss(nn.Module):
class DoReMiLossForProxyTraining(nn.Module):
