from copy import deepcopy
import torch.nn as nn
from mmengine.registry import Registry
def build_module(module: dict | nn.Module, builder: Registry, **kwargs) -> nn.Module | None:
MODELS = Registry(
DATASETS = Registry(
