import datetime
import os
from functools import cache, lru_cache
from typing import List, Optional, Tuple
import torch
from packaging import version
from torch import distributed as dist
from torch.distributed import *  # noqa
from torch.distributed.distributed_c10d import ProcessGroup
from nanotron.utils import find_free_port
torch_version_above_1_13 = version.parse(torch.__version__) >= version.parse("1.13.0")
Work = dist.Work if torch_version_above_1_13 else dist._Work
default_pg_timeout = datetime.timedelta(minutes=20)
def new_group(  # pylint: disable=function-redefined
def reduce_scatter_tensor(  # pylint: disable=function-redefined
def all_gather_into_tensor(  # pylint: disable=function-redefined
def reduce_scatter_coalesced(
def all_reduce_coalesced(  # pylint: disable=function-redefined
def all_gather_coalesced(  # pylint: disable=function-redefined
def get_global_rank(group: ProcessGroup, group_rank: int) -> int:  # pylint: disable=function-redefined
def get_global_ranks(group: ProcessGroup) -> Tuple[int]:
def get_rank(group: Optional[ProcessGroup] = None) -> int:  # pylint: disable=function-redefined
def initialize_torch_distributed():
    rank = int(os.getenv("RANK", "0"))
    world_size = int(os.getenv("WORLD_SIZE", "1"))
    local_rank = int(os.getenv("LOCAL_RANK", "0"))
    port = os.getenv("MASTER_PORT")
