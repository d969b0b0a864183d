import Megatron Core or TransformerEngine.
from dataclasses import dataclass
import spmd_types as spmd
import torch
import triton
import triton.language as tl
from torch.distributed.tensor import DTensor
from torchtitan.config import derive, override
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common.attention import AttentionMasksType
from torchtitan.models.common.rope import _maybe_check_max_pos, ComplexRoPE
from torchtitan.models.deepseek_v3.model import Attention
__all__ = [
def _fused_q_rope_kernel(
def _fused_k_rope_kernel(
def _fused_kv_backward_kernel(
def _fused_mla_q_rope_op(
def _fused_mla_k_rope_op(
def _fused_mla_k_rope_op_fake(
def _fused_mla_kv_backward_op(
def _fused_mla_kv_backward_op_fake(
class _FusedMLAQ(torch.autograd.Function):
class _FusedMLAKV(torch.autograd.Function):
def _to_local(tensor: torch.Tensor) -> torch.Tensor:
def _to_local_for_mutation(tensor: torch.Tensor) -> torch.Tensor:
def _from_local(local: torch.Tensor, spec: torch.Tensor) -> torch.Tensor:
def _resolve_positions(
def fused_mla_q(
def fused_mla_kv(
class FusedMLAAttention(Attention):
def fused_mla(cfg: Attention.Config) -> FusedMLAAttention.Config:
