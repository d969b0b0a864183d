from typing import Dict, List, Optional, Tuple, Union
import torch
from flash_attn.modules.mha import flash_attn_varlen_kvpacked_func
from torch import nn
from torch.utils.checkpoint import CheckpointFunction
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import Config, ParallelismArgs
from nanotron.config.models_config import Qwen2Config, RandomInit, SpectralMupInit
from nanotron.logging import log_rank
from nanotron.models import NanotronModel
from nanotron.nn.activations import ACT2FN
from nanotron.nn.attention import ALL_ATTENTION_FUNCTIONS, get_attention_mask
from nanotron.nn.layer_norm import LlamaRMSNorm as RMSNorm
from nanotron.nn.layer_norm import TritonRMSNorm
from nanotron.nn.rotary import RotaryEmbedding
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.block import PipelineBlock, TensorPointer
from nanotron.parallel.pipeline_parallel.p2p import P2P
from nanotron.parallel.tensor_parallel.functional import sharded_cross_entropy
from nanotron.parallel.tensor_parallel.nn import (
from nanotron.random import RandomStates
from nanotron.scaling.parametrization import SpectralMupParametrizator, StandardParametrizator
from nanotron.logging import LogMixin
from nanotron.nn.llama3_ring_attention import llama3_flash_attn_varlen_kvpacked_func, llama3_flash_attn_prepare_cu_seqlens
logger = logging.get_logger(__name__)
class CoreAttention(nn.Module):
class Qwen2Attention(LogMixin, nn.Module):
class Qwen2MLP(nn.Module):
class Qwen2MoELayer(nn.Module):
    def _checkpointed_forward(self, hidden_states):
        """Apply gradient checkpointing to save memory during training."""
            hidden_states = self._checkpointed_forward(hidden_states)
class Qwen2DecoderLayer(nn.Module):
    def _checkpointed_forward(
            hidden_states, position_ids, cu_seqlens = self._checkpointed_forward(
class Embedding(nn.Module):
class Qwen2Model(nn.Module):
def masked_mean(loss, label_mask, dtype):
