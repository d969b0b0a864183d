import contextlib
import gc
import os
import subprocess
import time
from collections.abc import Generator
from dataclasses import dataclass
from types import ModuleType
import torch
from torch._utils import _get_available_device_type, _get_device_module
from torchtitan.observability import structured_logger as sl
from torchtitan.tools.logging import logger
def round_up(value: int, multiple: int) -> int:
def has_cuda_capability(major: int, minor: int) -> bool:
def get_cuda_flash_attention_impl() -> str | None:
def has_rocm_capability(major: int, minor: int) -> bool:
def get_device_info() -> tuple[str, ModuleType]:
def get_local_device() -> torch.device:
    local_rank_str = os.environ.get("LOCAL_RANK")
class GarbageCollection:
def get_peak_flops(device_name: str) -> float:
@dataclass(frozen=True)
class Color:
@dataclass(frozen=True)
class NoColor:
def check_if_feature_in_pytorch(
def set_default_dtype(dtype: torch.dtype) -> Generator[None, None, None]:
