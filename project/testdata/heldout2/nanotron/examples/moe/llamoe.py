import math
from typing import Dict, Optional, Union, List
import torch
from config_llamoe import LlaMoEConfig
from flash_attn import bert_padding
from flash_attn.flash_attn_interface import (
from flash_attn.layers.rotary import RotaryEmbedding as FlashRotaryEmbedding
from moe import dMoE
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import ParallelismArgs
from nanotron.generation.generate_store import AttachableStore
from nanotron.logging import log_rank
from nanotron.models import NanotronModel
from nanotron.nn.layer_norm import TritonRMSNorm
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.block import PipelineBlock, TensorPointer
from nanotron.parallel.pipeline_parallel.p2p import P2P
from nanotron.parallel.tensor_parallel.functional import sharded_cross_entropy
from nanotron.parallel.tensor_parallel.nn import (
from nanotron.random import RandomStates
from nanotron.utils import checkpoint_method
from torch import nn
from torch.nn import init
logger = logging.get_logger(__name__)
class RotaryEmbedding(nn.Module):
class CoreAttention(nn.Module):
        self.checkpoint_attention = False  # Because flash_attn already does checkpointing
    @checkpoint_method(attr_name="checkpoint_attention")
def pad_to_right(tensor, mask, new_tensor=None):
class CausalSelfAttention(nn.Module, AttachableStore):
class LlaMoEDecoderLayer(nn.Module):
class Embedding(nn.Module, AttachableStore):
class LlaMoEModel(nn.Module):
def masked_mean(loss, label_mask, dtype):
class Loss(nn.Module):
class LlaMoEForTraining(NanotronModel):
def get_flops(
