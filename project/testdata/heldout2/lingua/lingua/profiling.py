import contextlib
from dataclasses import dataclass
import os
from pathlib import Path
import torch.distributed
import logging
from torch.profiler.profiler import profile
import xformers.profiler
from xformers.profiler import (
from lingua.distributed import get_is_master
import wandb
@dataclass
class ProfilerArgs:
    trace_folder: str = "profiling"
    mem_warmup: int = 100
    mem_steps: int = 2
    profile_warmup: int = 102
    profile_steps: int = 2
logger = logging.getLogger()
def perfetto_to_html(json_file, html_file):
class PyTorchProfilerWandb(PyTorchProfiler):
                Path(self.main_profiler.output_dir).glob(
class MemSnapshotsProfilerWandb(MemSnapshotsProfiler):
                Path(self.main_profiler.output_dir).glob("memory_trace_plot/*.html")
def maybe_run_profiler(dump_dir, module, config: ProfilerArgs):
            output_dir=trace_dir,
