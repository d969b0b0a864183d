import logging
from collections.abc import KeysView
from typing import Any
from torch import Tensor, nn
logger = logging.getLogger(__name__)
class CrossEntropyLoss(nn.Module):
class BinaryCrossEntropyLoss(nn.Module):
class Losses:
