import inspect
import math
from typing import Dict, List, Optional, Tuple, Union
import torch
from torch import nn
from torch.nn import LayerNorm, init
from torch.nn import functional as F
from nanotron import distributed as dist
from nanotron.config import ParallelismArgs, Starcoder2Config
from nanotron.generation.generate_store import AttachableStore
from nanotron.models import NanotronModel
from nanotron.nn.activations import ACT2FN
from nanotron.nn.layer_norm import TritonLayerNorm
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.block import PipelineBlock
from nanotron.parallel.pipeline_parallel.p2p import P2P
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.parallel.sharded_parameters import (
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.parallel.tensor_parallel.functional import (
from nanotron.parallel.tensor_parallel.nn import (
from nanotron.parallel.tied_parameters import tie_parameters
from nanotron.random import RandomStates, branch_random_state
from nanotron.utils import checkpoint_method
def pad_to_right(tensor, mask, new_tensor=None):
def rotate_half(x):
class StarcoderRotaryEmbedding(nn.Module):
class MLP(nn.Module):
class CoreAttention(nn.Module):
        self.checkpoint_attention = False  # Because flash_attn already does checkpointing
    @checkpoint_method(attr_name="checkpoint_attention")
def get_sliced_parameter(coalesced_tensor: torch.Tensor, slice_object: slice):
class _MQAColumnLinearReduceScatterAsyncCommunication(torch.autograd.Function):
class MQAColumnLinears(nn.Module):
class CausalSelfMQA(nn.Module, AttachableStore):
class CausalSelfGQA(nn.Module, AttachableStore):
def dropout_add(x, residual, prob, training):
def dropout_add_fused_train(x: torch.Tensor, residual: torch.Tensor, prob: float) -> torch.Tensor:
class GPTBlock(nn.Module):
