import logging
from abc import abstractmethod
from typing import Any
import torch
from torch import nn
logger = logging.getLogger(__name__)
class BaseNLPAug(nn.Module):
