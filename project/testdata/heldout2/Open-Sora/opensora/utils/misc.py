import os
import time
from collections import OrderedDict
from collections.abc import Sequence
from contextlib import nullcontext
import numpy as np
import psutil
import torch
import torch.distributed as dist
import torch.nn as nn
from colossalai.cluster.dist_coordinator import DistCoordinator
from torch.utils.tensorboard import SummaryWriter
from opensora.acceleration.parallel_states import get_data_parallel_group
from .logger import log_message
def create_tensorboard_writer(exp_dir: str) -> SummaryWriter:
GIGABYTE = 1024**3
def log_cuda_memory(stage: str = None):
def log_cuda_max_memory(stage: str = None):
def get_model_numel(model: torch.nn.Module) -> tuple[int, int]:
def log_model_params(model: nn.Module):
def format_numel_str(numel: int) -> str:
def format_duration(seconds: int) -> str:
def all_reduce_mean(tensor: torch.Tensor) -> torch.Tensor:
def all_reduce_sum(tensor: torch.Tensor) -> torch.Tensor:
def to_tensor(data: torch.Tensor | np.ndarray | Sequence | int | float) -> torch.Tensor:
def to_ndarray(data: torch.Tensor | np.ndarray | Sequence | int | float) -> np.ndarray:
def to_torch_dtype(dtype: str | torch.dtype) -> torch.dtype:
class Timer:
class Timers:
def is_pipeline_enabled(plugin_type: str, plugin_config: dict) -> bool:
def is_log_process(plugin_type: str, plugin_config: dict) -> bool:
class NsysRange:
class NsysProfiler:
class ProfilerContext:
def get_process_mem():
def get_total_mem():
def print_mem(prefix: str = ""):
