import os
from typing import Dict, Literal
import numpy as np
import torch
import nanotron.distributed as dist
DistributedBackend = Literal["gloo", "mpi", "nccl"]
class ParallelContext:
        world_size = int(os.environ["WORLD_SIZE"])
        local_world_size = int(os.environ.get("LOCAL_WORLD_SIZE", "8")) if world_size > 8 else world_size
        assert int(os.environ.get("LOCAL_RANK")) == dist.get_rank(self.local_pg), "Local rank mismatch"
        rank = int(os.environ["RANK"])
        local_rank = int(os.getenv("LOCAL_RANK", "0"))
