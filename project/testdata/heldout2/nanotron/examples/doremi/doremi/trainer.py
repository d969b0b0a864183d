from typing import Dict, Iterable, List, Optional, Type, Union
import torch
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import Config, get_config_from_file
from nanotron.logging import log_rank
from nanotron.models import NanotronModel
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.sanity_checks import assert_tensor_synced_across_pg
from nanotron.serialize import load_weights
from nanotron.trainer import DistributedTrainer
from torch.nn.parallel import DistributedDataParallel
from .config import DoReMiConfig
from .doremi_context import DoReMiContext
from .llama import (
logger = logging.get_logger(__name__)
def print_array_for_human(arr: List[float], precision: int = 5) -> str:
class DoReMiTrainer(DistributedTrainer):
            config.doremi.ref_model_resume_checkpoint_path is not None
        ), "You must provide a reference model checkpoint path for DoReMi training."
        self.ref_checkpoint_path = config.doremi.ref_model_resume_checkpoint_path
            self.ref_checkpoint_path is not None
        ), "You must provide a reference model checkpoint path for DoReMi's proxy training."
            f"Loading weights from {self.ref_checkpoint_path} for reference model",
            root_folder=self.ref_checkpoint_path,
            if self.iteration_step % self.config.checkpoints.checkpoint_interval == 0:
                checkpoints_path = self.config.checkpoints.checkpoints_path
                checkpoint_path = checkpoints_path / f"doremi_domain_weights_{self.iteration_step}.pt"
                torch.save(self.doremi_context.domain_weight_history, checkpoint_path)
class ReferenceTrainer(DistributedTrainer):
