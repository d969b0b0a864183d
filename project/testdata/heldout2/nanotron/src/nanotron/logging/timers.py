import os
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import Dict, List, Optional, Union
import torch
from nanotron import distributed as dist
from nanotron import logging
logger = logging.get_logger(__name__)
class TimerType(Enum):
@dataclass
class TimerRecord:
    start_time: float = 0.0
    end_time: float = 0.0
    call_count: int = 0
    _cpu_total_time: float = 0.0
    _cuda_events: List[tuple[torch.cuda.Event, torch.cuda.Event]] = field(default_factory=list)
class Timers:
    _enabled = os.environ.get("ENABLE_TIMERS", "0") == "1"  # Add global enable/disable flag
        enabled: bool = bool(int(os.environ.get("ENABLE_TIMERS", "0"))),
nanotron_timer = Timers()
