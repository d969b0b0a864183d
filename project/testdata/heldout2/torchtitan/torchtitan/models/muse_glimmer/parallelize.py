# various training techniques (e.g. activation checkpointing and compile) to the
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.compile import apply_compile
from torchtitan.distributed.fsdp import (
from torchtitan.tools.logging import logger
from .model import MuseGlimmerModel
def parallelize_muse_glimmer(
    dump_folder: str,
        ac_policy = ac_config.build(dump_folder=dump_folder)
def pipeline_muse_glimmer(
