import warnings
from collections.abc import Iterable
from typing import Callable, ContextManager, Optional, Tuple
import torch
import torch.nn as nn
from colossalai.utils import get_current_device
from torch.utils.checkpoint import (
    _checkpoint_without_reentrant_generator,
    checkpoint_sequential,
class ActivationManager:
GLOBAL_ACTIVATION_MANAGER = ActivationManager()
class CheckpointFunctionWithOffload(torch.autograd.Function):
            # handle those tensors are used in multiple checkpoints
# TorchDynamo does not step inside utils.checkpoint function.  The flow
#  1) TorchDynamo tries to wrap utils.checkpoint in a HigherOrderOp by
#     order op. As a result, TorchDynamo does not look inside utils.checkpoint.
#     utils.checkpoint innards.
def checkpoint(
    Activation checkpointing is a technique that trades compute for memory.
    gradient computation during backward, forward computation in checkpointed
    backward pass. Activation checkpointing can be applied to any part of a
    There are currently two checkpointing implementations available, determined
        from the forward pass, e.g., due to a global variable, the checkpointed
        The reentrant variant of checkpoint (``use_reentrant=True``) and
        the non-reentrant variant of checkpoint (``use_reentrant=False``)
        * Non-reentrant checkpoint stops recomputation as soon as all needed
          by default, but can be disabled with :func:`set_checkpoint_early_stop`.
          Reentrant checkpoint always recomputes :attr:`function` in its
          checkpointed regions.
        * The reentrant checkpoint only supports the
          reentrant variant. If this condition is unmet, the checkpointed part
        * The reentrant checkpoint does not support checkpointed regions with
          checkpointed segment contains tensors detached using ``detach()`` or
          This is because ``checkpoint`` makes all the outputs require gradients
          ``checkpoint`` function.
            the RNG state during each checkpoint. Note that under torch.compile,
            specify whether to use the activation checkpoint variant that
            ``checkpoint`` will use an implementation that does not require
            reentrant autograd. This allows ``checkpoint`` to support additional
            the checkpointed function.
            "torch.utils.checkpoint: the use_reentrant parameter should be "
        gen = _checkpoint_without_reentrant_generator(
def set_grad_checkpoint(model, use_fp32_attention=False, gc_step=1):
        module.grad_checkpointing = True
        module.grad_checkpointing_step = gc_step
def auto_grad_checkpoint(module, *args, **kwargs):
    if getattr(module, "grad_checkpointing", False):
            return checkpoint(module, *args, use_reentrant=True, **kwargs)
        gc_step = module[0].grad_checkpointing_step
        return checkpoint_sequential(module, gc_step, *args, use_reentrant=False, **kwargs)
