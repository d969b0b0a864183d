from typing import Optional
import torch
from torch import nn
from torch.nn import functional as F
from torch.utils.checkpoint import CheckpointFunction
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import ParallelismArgs
from nanotron.config.models_config import Qwen2Config
from nanotron.models.base import ignore_init_on_device_and_dtype
from nanotron.nn.activations import ACT2FN
logger = logging.get_logger(__name__)
class Router(nn.Module):
class GroupedMLP(nn.Module):
class Qwen2MoELayer(nn.Module):
    def _checkpointed_forward(self, hidden_states):
        """Apply gradient checkpointing to save memory during training."""
            hidden_states = self._checkpointed_forward(hidden_states)
