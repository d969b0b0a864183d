from typing import Dict, List, Optional, Union
import torch
from flash_attn import bert_padding
from flash_attn.flash_attn_interface import (
from torch import nn
from torch.utils.checkpoint import CheckpointFunction
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import Config, LlamaConfig, ParallelismArgs
from nanotron.config.models_config import RandomInit, SpectralMupInit
from nanotron.generation.generate_store import AttachableStore
from nanotron.logging import log_rank
from nanotron.models import NanotronModel
from nanotron.nn.activations import ACT2FN
from nanotron.nn.layer_norm import TritonRMSNorm
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.block import PipelineBlock, TensorPointer
from nanotron.parallel.pipeline_parallel.p2p import P2P
from nanotron.parallel.tensor_parallel.functional import sharded_cross_entropy
from nanotron.parallel.tensor_parallel.nn import (
from nanotron.random import RandomStates
from nanotron.scaling.parametrization import SpectralMupParametrizator, StandardParametrizator
from nanotron.utils import checkpoint_method
logger = logging.get_logger(__name__)
class RotaryEmbedding(nn.Module):
class LlamaRotaryEmbedding(nn.Module):
class GLUActivation(nn.Module):
class MLP(nn.Module):
class CoreAttention(nn.Module):
        self.checkpoint_attention = False  # Because flash_attn already does checkpointing
    @checkpoint_method(attr_name="checkpoint_attention")
def pad_to_right(tensor, mask, new_tensor=None):
class CausalSelfAttention(nn.Module, AttachableStore):
class LlamaDecoderLayer(nn.Module):
    def _checkpointed_forward(
            hidden_states, sequence_mask = self._checkpointed_forward(hidden_states, sequence_mask)
class Embedding(nn.Module, AttachableStore):
class LlamaModel(nn.Module):
def masked_mean(loss, label_mask, dtype):
