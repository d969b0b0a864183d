import logging
from collections.abc import KeysView
from typing import Any
from torch import nn
logger = logging.getLogger(__name__)
class TokenAveragedCrossEntropyLoss(nn.Module):
class SampleAveragedCrossEntropyLoss(nn.Module):
class Losses:
