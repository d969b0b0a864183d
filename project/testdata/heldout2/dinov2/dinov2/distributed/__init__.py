import os
import random
import re
import socket
from typing import Dict, List
import torch
import torch.distributed as dist
_LOCAL_RANK = -1
_LOCAL_WORLD_SIZE = -1
def is_enabled() -> bool:
def get_global_size() -> int:
def get_global_rank() -> int:
def get_local_rank() -> int:
def get_local_size() -> int:
def is_main_process() -> bool:
def _restrict_print_to_main_process() -> None:
def _get_master_port(seed: int = 0) -> int:
    master_port_str = os.environ.get("MASTER_PORT")
def _get_available_port() -> int:
_TORCH_DISTRIBUTED_ENV_VARS = (
def _collect_env_vars() -> Dict[str, str]:
    return {env_var: os.environ[env_var] for env_var in _TORCH_DISTRIBUTED_ENV_VARS if env_var in os.environ}
def _is_slurm_job_process() -> bool:
    return "SLURM_JOB_ID" in os.environ
def _parse_slurm_node_list(s: str) -> List[str]:
def _check_env_variable(key: str, new_value: str):
    if key in os.environ and os.environ[key] != new_value:
class _TorchDistributedEnvironment:
        job_id = int(os.environ["SLURM_JOB_ID"])
        node_count = int(os.environ["SLURM_JOB_NUM_NODES"])
        nodes = _parse_slurm_node_list(os.environ["SLURM_JOB_NODELIST"])
        self.rank = int(os.environ["SLURM_PROCID"])
        self.world_size = int(os.environ["SLURM_NTASKS"])
        self.local_rank = int(os.environ["SLURM_LOCALID"])
        self.master_addr = os.environ["MASTER_ADDR"]
        self.master_port = os.environ["MASTER_PORT"]
        self.rank = int(os.environ["RANK"])
        self.world_size = int(os.environ["WORLD_SIZE"])
        self.local_rank = int(os.environ["LOCAL_RANK"])
        self.local_world_size = int(os.environ["LOCAL_WORLD_SIZE"])
        os.environ.update(env_vars)
def enable(*, set_cuda_current_device: bool = True, overwrite: bool = False, allow_nccl_timeout: bool = False):
        os.environ[key] = value
