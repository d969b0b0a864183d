import os
import pickle
import time
from dataclasses import dataclass
from typing import Annotated
import torch
import tyro
from torchtitan.config import Configurable
from torchtitan.config.function import Function
from torchtitan.observability import structured_logger as sl
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import device_module
PROFILE_DIR = "profiling/traces"  # Profiler.Config.save_traces_folder default
PROFILE_ITER_DIR = "iteration_{step}"  # PROFILE_DIR/{PROFILE_ITER_DIR}
PROFILE_FILE = "rank{rank}_trace.json.gz"  # PROFILE_DIR/PROFILE_ITER_DIR/{PROFILE_FILE}
MEMORY_DIR = (
MEMORY_STEP_DIR = "step_{step:012d}"  # MEMORY_DIR/{MEMORY_STEP_DIR}
MEMORY_EXIT_DIR = "step_{step:012d}_exit"  # OOM dump variant
MEMORY_FILE = (
class MemoryProfiler:
class Profiler(Configurable):
            resuming from a checkpoint this should be the loaded step so that
