(activation checkpointing, compile, FSDP) to the Qwen3.5 model.
import torch.nn as nn
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import (
def parallelize_qwen3_5(
    dump_folder: str,
    Apply tensor parallelism, activation checkpointing, torch.compile, and data
        ac_policy = ac_config.build(dump_folder=dump_folder)
