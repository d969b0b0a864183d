import torch.nn as nn
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import (
def parallelize_kimi_k2_5(
    dump_folder: str,
    """Apply TP/EP, activation checkpointing, ``torch.compile``, and FSDP.
    checkpointing -> compile (including async TP setup) -> FSDP (vision encoder
        ac_policy = ac_config.build(dump_folder=dump_folder)
