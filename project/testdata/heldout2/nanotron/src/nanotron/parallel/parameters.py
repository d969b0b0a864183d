import dataclasses
from typing import TYPE_CHECKING, Any, Dict, Optional, Tuple
import torch
from torch import nn
from nanotron import distributed as dist
from nanotron import logging
logger = logging.get_logger(__name__)
@dataclasses.dataclass
class SlicesPair:
@dataclasses.dataclass
class TiedInfo:
@dataclasses.dataclass
class ShardedInfo:
class NanotronParameter(nn.Parameter):
def sanity_check(root_module: nn.Module):
