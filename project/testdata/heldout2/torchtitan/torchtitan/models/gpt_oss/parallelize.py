import torch._dynamo
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import (
from torchtitan.models.gpt_oss.model import GptOssModel
def _raise_dynamo_recompile_limit(
def _has_sliding_window_attention(model: GptOssModel) -> bool:
def parallelize_gptoss(
    dump_folder: str,
        ac_config.build(dump_folder=dump_folder).apply(model)
