from abc import ABC, abstractmethod
import numpy as np
import torch as th
import torch.distributed as dist
def create_named_schedule_sampler(name, diffusion):
class ScheduleSampler(ABC):
class UniformSampler(ScheduleSampler):
class LossAwareSampler(ScheduleSampler):
class LossSecondMomentResampler(LossAwareSampler):
