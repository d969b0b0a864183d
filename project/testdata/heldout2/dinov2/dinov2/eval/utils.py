import logging
from typing import Dict, Optional
import torch
from torch import nn
from torchmetrics import MetricCollection
from dinov2.data import DatasetWithEnumeratedTargets, SamplerType, make_data_loader
import dinov2.distributed as distributed
from dinov2.logging import MetricLogger
logger = logging.getLogger("dinov2")
class ModelWithNormalize(torch.nn.Module):
class ModelWithIntermediateLayers(nn.Module):
def evaluate(
def all_gather_and_flatten(tensor_rank):
def extract_features(model, dataset, batch_size, num_workers, gather_on_cpu=False):
def extract_features_with_dataloader(model, data_loader, sample_count, gather_on_cpu=False):
