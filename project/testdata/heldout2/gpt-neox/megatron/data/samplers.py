import torch
from torch.utils import data
class RandomSampler(data.sampler.Sampler):
class DistributedBatchSampler(data.sampler.BatchSampler):
