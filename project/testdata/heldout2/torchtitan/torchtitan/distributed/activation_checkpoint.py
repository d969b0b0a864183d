# This file provides the util functions to apply activation checkpointing to the model.
import os
from dataclasses import dataclass, field
from typing import Annotated, cast
import torch
import torch._functorch.config
import torch.nn as nn
import tyro
from torch._functorch.partitioners import get_default_op_list
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import (
    checkpoint_wrapper as ptd_checkpoint_wrapper,
from torch.utils.checkpoint import (
    create_selective_checkpoint_contexts,
from torchtitan.config import Configurable
from torchtitan.tools.logging import logger
def _get_default_save_ops() -> set:
def _disable_dynamo_lru_cache() -> None:
class ActivationCheckpointing(Configurable):
    """Base class for activation checkpointing policies.
        If deterministic output compared to non-checkpointed passes is required, set
        to true. Results in stashing and restoring the RNG state during each checkpoint,
        may be slower. See https://docs.pytorch.org/docs/stable/checkpoint.html
        https://docs.pytorch.org/docs/stable/checkpoint.html for details.
        https://docs.pytorch.org/docs/stable/checkpoint.html for details.
    def __init__(self, config: "ActivationCheckpointing.Config", dump_folder: str = ""):
        self.dump_folder = dump_folder
        """Wrap a single transformer block with this policy's checkpointing."""
        """Apply activation checkpointing to every transformer block of the model."""
            f"Applied {type(self).__name__} activation checkpointing to the model"
class FullAC(ActivationCheckpointing):
        return ptd_checkpoint_wrapper(
class SelectiveAC(ActivationCheckpointing):
    """Per-op selective activation checkpointing.
        force_recompute_mm_shapes_by_fqns: list[str] = field(
        return ptd_checkpoint_wrapper(
            context_fn=lambda: create_selective_checkpoint_contexts(
class MemoryBudgetAC(ActivationCheckpointing):
        activation checkpointing to the full compiled region, and 1.0 corresponds to
        https://pytorch.org/blog/activation-checkpointing-techniques/
        0.05 in {--dump_folder}/memory_budget_pareto folder. See an example here:
            pareto_dir = os.path.join(self.dump_folder, "memory_budget_pareto")
# disable activation checkpointing. Explicit subcommand names are required because
ActivationCheckpointingConfig = (
