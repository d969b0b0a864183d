from typing import Any, cast, TYPE_CHECKING
import torch
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor.experimental._attention import (
from torch.nn.attention.flex_attention import BlockMask
from torchtitan.models.common.attention import AttentionMasksType
def validate_cp_backend(parallelism: "ParallelismConfig") -> None:
def prepare_context_parallel_input(
    load_balancer_type: str | None = "headtail",
def cp_shard(
    load_balancer_type: str | None = "headtail",
    input_seq_dim: int = 0,
