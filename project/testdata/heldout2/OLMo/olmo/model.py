from __future__ import annotations
import logging
import math
import sys
from abc import abstractmethod
from collections import defaultdict
from functools import partial
from typing import (
import torch
import torch.backends.cuda
import torch.nn as nn
import torch.nn.functional as F
from torch import einsum
from .aliases import PathOrStr
from .beam_search import BeamSearch, Constraint, FinalSequenceScorer, Sampler
from .config import (
from .exceptions import OLMoConfigurationError
from .initialization import init_normal
from .torch_util import ensure_finite_, get_cumulative_document_lengths
__all__ = [
log = logging.getLogger(__name__)
def activation_checkpoint_function(cfg: ModelConfig):
    from torch.utils.checkpoint import checkpoint
        checkpoint,
def should_checkpoint_block(strategy: Optional[ActivationCheckpointingStrategy], block_idx: int) -> bool:
class BufferCache(dict, MutableMapping[str, torch.Tensor]):
def _non_meta_init_device(config: ModelConfig) -> torch.device:
class Dropout(nn.Dropout):
class LayerNormBase(nn.Module):
class LayerNorm(LayerNormBase):
class RMSLayerNorm(LayerNormBase):
class RotaryEmbedding(nn.Module):
class Activation(nn.Module):
class GELU(nn.GELU):
class ReLU(nn.ReLU):
class SwiGLU(Activation):
def causal_attention_bias(seq_len: int, device: torch.device) -> torch.FloatTensor:
def get_causal_attention_bias(cache: BufferCache, seq_len: int, device: torch.device) -> torch.Tensor:
def alibi_attention_bias(seq_len: int, config: ModelConfig, device: torch.device) -> torch.FloatTensor:
class OLMoBlock(nn.Module):
        self._activation_checkpoint_fn: Optional[Callable] = None
    def set_activation_checkpointing(
        self, strategy: Optional[ActivationCheckpointingStrategy], checkpoint_func: Optional[Callable] = None
            self._activation_checkpoint_fn = checkpoint_func or activation_checkpoint_function(self.config)
            self._activation_checkpoint_fn = None
class OLMoSequentialBlock(OLMoBlock):
            if self._activation_checkpoint_fn is not None:
                h = self._activation_checkpoint_fn(self.attn_norm, x)
        if self._activation_checkpoint_fn is not None:
            att, cache = self._activation_checkpoint_fn(  # type: ignore
            if self._activation_checkpoint_fn is not None:
                att = self._activation_checkpoint_fn(self.attn_norm, att)
            if self._activation_checkpoint_fn is not None:
                x = self._activation_checkpoint_fn(self.ff_norm, x)  # type: ignore
        if self._activation_checkpoint_fn is not None:
            x = self._activation_checkpoint_fn(self.act, x)  # type: ignore
            if self._activation_checkpoint_fn is not None:
                x = self._activation_checkpoint_fn(self.ff_norm, x)  # type: ignore
class OLMoLlamaBlock(OLMoBlock):
        if self._activation_checkpoint_fn is not None:
            x = self._activation_checkpoint_fn(self.ff_norm, x)  # type: ignore
        if self._activation_checkpoint_fn is not None:
            x = self._activation_checkpoint_fn(self.act, x)  # type: ignore
class OLMoOutput(NamedTuple):
class OLMoGenerateOutput(NamedTuple):
class OLMoBlockGroup(nn.ModuleList):
        self.activation_checkpointing_strategy: Optional[ActivationCheckpointingStrategy] = None
        self._activation_checkpoint_fn = activation_checkpoint_function(self.config)
            if should_checkpoint_block(self.activation_checkpointing_strategy, block_idx):
                x, cache = self._activation_checkpoint_fn(  # type: ignore
    def set_activation_checkpointing(
        self, strategy: Optional[ActivationCheckpointingStrategy], checkpoint_func: Optional[Callable] = None
        self.activation_checkpointing_strategy = strategy
            block.set_activation_checkpointing(strategy, checkpoint_func=checkpoint_func)
class OLMo(nn.Module):
        self.activation_checkpointing_strategy: Optional[ActivationCheckpointingStrategy] = None
        self._activation_checkpoint_fn: Callable = activation_checkpoint_function(self.config)
    def set_activation_checkpointing(
        self, strategy: Optional[ActivationCheckpointingStrategy], checkpoint_func: Optional[Callable] = None
        self.activation_checkpointing_strategy = strategy
                block_group.set_activation_checkpointing(strategy, checkpoint_func=checkpoint_func)
                block.set_activation_checkpointing(strategy, checkpoint_func=checkpoint_func)
                if should_checkpoint_block(self.activation_checkpointing_strategy, block_idx):
                    x, cache = self._activation_checkpoint_fn(
    def from_checkpoint(
        cls, checkpoint_dir: PathOrStr, device: str = "cpu", checkpoint_type: Optional[CheckpointType] = None
        Load an OLMo model from a checkpoint.
        # Guess checkpoint type.
        if checkpoint_type is None:
                if resource_path(checkpoint_dir, "model.pt").is_file():
                    checkpoint_type = CheckpointType.unsharded
                    checkpoint_type = CheckpointType.sharded
                checkpoint_type = CheckpointType.sharded
        config_path = resource_path(checkpoint_dir, "config.yaml")
        if checkpoint_type == CheckpointType.unsharded:
            state_dict_path = resource_path(checkpoint_dir, "model.pt")
            if train_config.sharded_checkpointer == ShardedCheckpointerType.olmo_core:
                from olmo_core.distributed.checkpoint import (  # type: ignore
                load_model_and_optim_state(checkpoint_dir, model)
                # train_config.sharded_checkpointer == ShardedCheckpointerType.torch_new
