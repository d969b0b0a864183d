from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple
import spmd_types as spmd
import torch
import torch.nn.functional as F
from spmd_types.runtime import get_partition_spec
from torch.distributed.tensor import DTensor, Replicate
from torch.distributed.tensor.experimental import local_map
from torch.nn.attention import (
from torch.nn.attention.flex_attention import (
from torch.nn.attention.varlen import AuxRequest as VarlenAuxRequest, varlen_attn
from torchtitan.distributed.compile import maybe_regional_inductor
from torchtitan.distributed.utils import get_spmd_backend, is_in_batch_invariant_mode
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.common.rope import RoPE
from torchtitan.protocols.module import Module
from torchtitan.tools.utils import round_up
__all__ = [
class VarlenMetadata(NamedTuple):
AttentionMasksType = (
def local_head_split(
    dp_shard_dim: int = 0,
class VarlenAttention(Module):
class FlexAttention(Module):
        kernel_options: dict = field(default_factory=dict)
class ScaledDotProductAttention(Module):
def get_causal_mask_mod() -> _mask_mod_signature:
def get_document_mask_mod(positions: torch.Tensor) -> _mask_mod_signature:
def get_efficient_causal_mask_mod_for_packed_document(
def get_fixed_block_mask_mod(fixed_block_size: int) -> _mask_mod_signature:
def get_sliding_window_mask_mod(window_size: int) -> _mask_mod_signature:
_compiled_create_block_mask = torch.compile(create_block_mask)
def create_attention_mask(*args, **kwargs):
def create_varlen_metadata_for_document(
class BaseAttention(Module):
class BaseQKVLinear(Module):
class QKVLinear(BaseQKVLinear):
class FusedQKVLinear(BaseQKVLinear):
