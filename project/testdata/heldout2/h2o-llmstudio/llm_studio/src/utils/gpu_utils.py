from typing import Any
import numpy as np
import torch
import torch.distributed as dist
def sync_across_processes(
def is_cuda_out_of_memory(exception: BaseException) -> bool:
def is_out_of_cpu_memory(exception: BaseException) -> bool:
def is_cudnn_snafu(exception: BaseException) -> bool:
def is_oom_error(exception: BaseException) -> bool:
