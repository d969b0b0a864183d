from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import resolve_fsdp_mesh, resolve_sparse_fsdp_mesh
from torchtitan.models.common.decoder import Decoder
from torchtitan.models.deepseek_v3.mtp import apply_fsdp_to_mtp_decoder
def parallelize_deepseekv3(
    dump_folder: str,
        ac_config.build(dump_folder=dump_folder).apply(model)
