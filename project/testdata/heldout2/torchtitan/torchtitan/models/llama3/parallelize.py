# training techniques (e.g. activation checkpointing and compile) to the Llama model.
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import apply_fsdp_to_decoder, resolve_fsdp_mesh
from torchtitan.models.llama3.model import Llama3Model
def parallelize_llama(
    dump_folder: str,
    Apply tensor parallelism, activation checkpointing, torch.compile, and data
        ac_config.build(dump_folder=dump_folder).apply(model)
