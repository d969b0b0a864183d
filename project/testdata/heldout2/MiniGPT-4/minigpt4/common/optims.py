import math
from minigpt4.common.registry import registry
class LinearWarmupStepLRScheduler:
class LinearWarmupCosineLRScheduler:
def cosine_lr_schedule(optimizer, epoch, max_epoch, init_lr, min_lr):
def warmup_lr_schedule(optimizer, step, max_step, init_lr, max_lr):
def step_lr_schedule(optimizer, epoch, init_lr, min_lr, decay_rate):
