import atexit
import contextlib
from itertools import chain
import logging
import multiprocessing as mp
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from functools import lru_cache, partial, reduce
from typing import List, Optional, Tuple, Union
import torch
from torch.distributed import ReduceOp
from torch.nn.parallel import DistributedDataParallel as DDP
from torch import distributed as dist
from torch.distributed._tensor import DTensor
from torch.distributed._composable.fsdp import MixedPrecisionPolicy, fully_shard
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import (
    checkpoint_wrapper,
from torch.utils.checkpoint import (
    create_selective_checkpoint_contexts,
from torch.distributed.device_mesh import DeviceMesh, init_device_mesh
import xformers.ops
from lingua.float8 import convert_linears_to_fp8
logger = logging.getLogger()
default_no_recompute_ops = {
@dataclass
class DistributedArgs:
    tp_size: int = 1
    selective_activation_checkpointing: bool = False
    fsdp_type: str = "no_shard"
    model_dtype: str = "bf16"
    compile_cache_size_limit: int = 8
    spawn_method: str = "forkserver"
@dataclass
class EnvironmentArgs:
def get_device_mesh(distributed_args: DistributedArgs):
def dist_max(x: Union[int, float], mesh: DeviceMesh = None):
def dist_mean(x: Union[int, float], mesh: DeviceMesh = None):
def dist_mean_dict(x):
def get_is_torch_run() -> bool:
    return os.environ.get("LOCAL_RANK") is not None
def get_is_slurm_job() -> bool:
    return "SLURM_JOB_ID" in os.environ and not get_is_torch_run()
def get_global_rank() -> int:
        return int(os.environ["RANK"])
        return int(os.environ["SLURM_PROCID"])
def get_local_rank() -> int:
        return int(os.environ["LOCAL_RANK"])
        return int(os.environ["SLURM_LOCALID"])
def get_world_size() -> int:
        return int(os.environ["WORLD_SIZE"])
        return int(os.environ["SLURM_NTASKS"])
def get_is_master() -> bool:
def get_master_port(job_id: int) -> int:
        return int(os.environ["MASTER_PORT"])
def get_master_addr() -> str:
        return os.environ["MASTER_ADDR"]
            ["scontrol", "show", "hostnames", os.environ["SLURM_JOB_NODELIST"]]
def setup_env(env_args):
        new_tmp = f"/scratch/slurm_tmpdir/{os.environ['SLURM_JOB_ID']}"
        if os.environ.get(name) != str(value):
            os.environ[name] = str(value)
def setup_torch_distributed(dist_args):
    os.environ["RANK"] = str(get_global_rank())
    os.environ["WORLD_SIZE"] = str(get_world_size())
    os.environ["MASTER_ADDR"] = get_master_addr()
    os.environ["MASTER_PORT"] = str(
        get_master_port(job_id=int(os.environ.get("SLURM_JOB_ID", -1)))
    logger.info(f"ENV: {os.environ}")
def get_module(module, access_string):
def set_module(module, access_string, value):
def default_fsdp_grouping_plan(n_layers: int) -> List[Tuple[str, bool]]:
def get_default_policy(no_recompute_ops=None):
def check_model_value_range(
    model: torch.nn.Module, range: float = 1e3, std: float = 1e3
def init_signal_handler(callable):
def requeue_slurm_job():
    prod_id = int(os.environ["SLURM_PROCID"])
    if prod_id == 0 and os.environ.get("LAUNCH_WITH", "") != "DORA":
        logger.warning("Requeuing job " + os.environ["SLURM_JOB_ID"])
        os.system("scontrol requeue " + os.environ["SLURM_JOB_ID"])
def clean_env():
        x: os.environ.pop(x)
        for x in os.environ
        os.environ.update(cluster_env)
def parallelize_model(
    if distributed_args.selective_activation_checkpointing:
        model = checkpoint_wrapper(
                create_selective_checkpoint_contexts,
