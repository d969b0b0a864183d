import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
import spmd_types as spmd
import torch
from torchtitan.components.data.loader import DataloaderExhaustedError
from torchtitan.config import TORCH_DTYPE_MAP
from torchtitan.distributed import utils as dist_utils
from torchtitan.models.flux.configs import FluxEncoderConfig, Inference
from torchtitan.models.flux.model.autoencoder import load_ae
from torchtitan.models.flux.model.model import FluxModel
from torchtitan.models.flux.parallelize import parallelize_encoders
from torchtitan.models.flux.sharding import annotate_flux_forward_inputs
from torchtitan.models.flux.tokenizer import FluxTokenizerContainer
from torchtitan.models.flux.utils import (
from torchtitan.trainer import Trainer
class FluxTrainer(Trainer):
            field(default_factory=FluxTokenizerContainer.Config)
        encoder: FluxEncoderConfig = field(default_factory=FluxEncoderConfig)
        inference: Inference = field(default_factory=Inference)
                dump_folder=config.dump_folder,
        self.checkpointer.maybe_wait_for_staging()
