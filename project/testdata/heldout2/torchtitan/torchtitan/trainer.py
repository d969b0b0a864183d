import dataclasses
import json
import os
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from typing import Annotated, Any, cast
import spmd_types as spmd
import torch
import torch.distributed.checkpoint.stateful
import tyro
from torch.distributed.elastic.multiprocessing.errors import record
from torch.distributed.tensor import DTensor
from torchtitan.components.checkpointer import BaseCheckpointManager, CheckpointManager
from torchtitan.components.data.loader import BaseDataLoader, DataloaderExhaustedError
from torchtitan.components.loss import BaseLoss, ChunkedLossWrapper, IGNORE_INDEX
from torchtitan.components.metrics import ensure_pp_loss_visible, MetricsProcessor
from torchtitan.components.optimizer import LRSchedulersContainer, OptimizersContainer
from torchtitan.components.quantization.utils import has_quantization
from torchtitan.components.tokenizer import BaseTokenizer, HuggingFaceTokenizer
from torchtitan.components.validate import BaseValidator, Validator
from torchtitan.config import Configurable, TORCH_DTYPE_MAP
from torchtitan.config.configs import (
from torchtitan.config.override import apply_overrides, OverrideConfig
from torchtitan.distributed import ParallelDims, utils as dist_utils
from torchtitan.distributed.activation_checkpoint import (
from torchtitan.distributed.context_parallel import prepare_context_parallel_input
from torchtitan.distributed.cudagraph import (
from torchtitan.distributed.spmd_types import annotate_input_spmd_types
from torchtitan.models.common.attention import FlexAttention, VarlenAttention
from torchtitan.models.common.decoder import Decoder
from torchtitan.models.common.token_dispatcher import (
from torchtitan.observability import structured_logger as sl
from torchtitan.protocols import BaseModel
from torchtitan.protocols.model_spec import ModelSpec
from torchtitan.tools import utils
from torchtitan.tools.logging import logger
from torchtitan.tools.profiler import Profiler
class Trainer(torch.distributed.checkpoint.stateful.Stateful, Configurable):
        dump_folder: str = "./outputs"
        profiler: Profiler.Config = field(default_factory=Profiler.Config)
        metrics: MetricsProcessor.Config = field(
        tokenizer: BaseTokenizer.Config = field(
        dataloader: BaseDataLoader.Config = field(default_factory=BaseDataLoader.Config)
        optimizer: OptimizersContainer.Config = field(
        lr_scheduler: LRSchedulersContainer.Config = field(
        training: TrainingConfig = field(default_factory=TrainingConfig)
        parallelism: ParallelismConfig = field(default_factory=ParallelismConfig)
        checkpoint: BaseCheckpointManager.Config = field(
        activation_checkpoint: ActivationCheckpointingConfig = field(
        compile: CompileConfig = field(default_factory=CompileConfig)
        comm: CommConfig = field(default_factory=CommConfig)
        validator: Validator.Config = field(default_factory=Validator.Config)
        debug: DebugConfig = field(default_factory=DebugConfig)
        override: OverrideConfig = field(default_factory=OverrideConfig)
        loss: BaseLoss.Config = field(default_factory=BaseLoss.Config)
                and isinstance(self.activation_checkpoint, SelectiveAC.Config)
                    "Selective activation checkpointing (SAC) is not supported "
                    "Use full activation checkpointing, disable activation "
                    "checkpointing, or switch to a non-Flex attention backend."
            if isinstance(self.activation_checkpoint, MemoryBudgetAC.Config) and not (
                    "Memory budget activation checkpointing requires the model to be "
                    self.dump_folder, self.debug.save_config_file
    checkpointer: BaseCheckpointManager
            dump_folder=config.dump_folder,
        if config.checkpoint.create_seed_checkpoint:
                    ac_config=config.activation_checkpoint,
                    dump_folder=config.dump_folder,
                if not config.checkpoint.create_seed_checkpoint:
                    # Skip parallelize_fn for seed checkpoints — nothing from
                        ac_config=config.activation_checkpoint,
                        dump_folder=config.dump_folder,
        # Initialize trainer states that will be saved in checkpoint.
        # These attributes must be initialized before checkpoint loading.
        # build checkpointer
        self.checkpointer = config.checkpoint.build(
            base_folder=config.dump_folder,
            base_folder=config.dump_folder,
            self.checkpointer.maybe_wait_for_staging()
        self.checkpointer.load(step=config.checkpoint.load_step)
        # After checkpoint load: self.step = restored step (e.g. 100), or 0 if fresh.
            base_folder=config.dump_folder,
                    self.checkpointer.save(
        if hasattr(self, "checkpointer") and self.checkpointer:
            self.checkpointer.close()
