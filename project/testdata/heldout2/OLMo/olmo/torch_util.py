import gc
import os
from typing import Optional, TypeVar
import torch
import torch.distributed as dist
T = TypeVar("T")
def seed_all(seed: int):
def is_distributed() -> bool:
def get_node_rank() -> int:
    return int(os.environ.get("NODE_RANK") or (get_global_rank() - get_local_rank()) // get_local_world_size())
def get_world_size() -> int:
def get_local_world_size() -> int:
    return int(os.environ.get("LOCAL_WORLD_SIZE") or 1)
def get_global_rank() -> int:
        return int(os.environ.get("RANK") or dist.get_rank())
def get_local_rank() -> int:
    return int(os.environ.get("LOCAL_RANK") or 0)
def get_fs_local_rank() -> int:
    if os.environ.get("OLMO_SHARED_FS"):
        return int(os.environ.get("FS_LOCAL_RANK") or get_global_rank())
        return int(os.environ.get("FS_LOCAL_RANK") or get_local_rank())
def move_to_device(o: T, device: torch.device) -> T:
def ensure_finite_(x: torch.Tensor, check_neg_inf: bool = True, check_pos_inf: bool = False):
def get_default_device() -> torch.device:
def barrier() -> None:
def peak_gpu_memory(reset: bool = False) -> Optional[float]:
V = TypeVar("V", bool, int, float)
def synchronize_value(value: V, device: torch.device) -> V:
def synchronize_flag(flag: bool, device: torch.device) -> bool:
def gc_cuda():
def get_cumulative_document_lengths(doc_lens: torch.Tensor) -> torch.Tensor:
class SingleAccelerator(torch.nn.Module):
