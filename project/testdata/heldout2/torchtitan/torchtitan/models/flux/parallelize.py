from typing import Any
import torch
import torch.nn as nn
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import (
    checkpoint_wrapper as ptd_checkpoint_wrapper,
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.fsdp import (
from torchtitan.config import (
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.distributed.fsdp import (
from torchtitan.models.flux.model.hf_embedder import FluxEmbedder
from torchtitan.models.flux.model.model import FluxModel
from torchtitan.models.flux.sharding import annotate_dp_cp_params_as_r
from torchtitan.tools.logging import logger
def parallelize_flux(
    dump_folder: str,
def apply_fsdp(
def apply_compile(model: nn.Module, compile_config: CompileConfig):
def apply_ac(model: nn.Module):
    """Apply full activation checkpointing to the Flux double/single blocks."""
        block = ptd_checkpoint_wrapper(block, preserve_rng_state=True)
        block = ptd_checkpoint_wrapper(block, preserve_rng_state=True)
    logger.info("Applied full activation checkpointing to the model")
def parallelize_encoders(
