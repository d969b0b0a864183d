# training techniques (e.g. activation checkpointing and compile) to the Llama model.
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import (
from torchtitan.models.qwen3.model import Qwen3Model
def parallelize_qwen3(
    dump_folder: str,
        ac_config.build(dump_folder=dump_folder).apply(model)
