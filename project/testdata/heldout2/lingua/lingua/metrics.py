import logging
from collections import namedtuple
from dataclasses import dataclass, asdict
from typing import Dict, Any, List, Optional, Union
from pathlib import Path
import json
from datetime import datetime, timezone
import torch
import torch.nn as nn
from lingua.distributed import get_is_master
import wandb
logger = logging.getLogger()
@dataclass
class WandbArgs:
@dataclass
class LoggingArgs:
    freq: int = 10  # Log every freq optimizer steps
class MetricLogger:
GPUMemStats = namedtuple(
class GPUMemoryMonitor:
def upload_train_to_wandb(
def get_num_params(model: nn.Module) -> int:
