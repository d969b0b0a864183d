import torch
from colossalai.nn.lr_scheduler import CosineAnnealingWarmupLR
from colossalai.nn.optimizer import HybridAdam
from torch.optim.lr_scheduler import _LRScheduler
def create_optimizer(
def create_lr_scheduler(
    epochs: int = 1000,
    initial_lr: float = 1e-6,
class LinearWarmupLR(_LRScheduler):
