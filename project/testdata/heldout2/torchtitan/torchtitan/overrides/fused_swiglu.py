NOTE (checkpoint compatibility) -- although the parameter is the fused ``w13``,
this module checkpoints in the stock ``FeedForward`` layout
(``w1.weight`` / ``w3.weight``), so its checkpoints **are** interchangeable with
from collections.abc import Callable
from dataclasses import dataclass, replace
import spmd_types as spmd
import torch
import triton
import triton.language as tl
from torch.distributed.tensor import DTensor
from torch.distributed.tensor.experimental import local_map
from torchtitan.config import derive, override
from torchtitan.models.common.decoder_sharding import dense_param_placement
from torchtitan.models.common.feed_forward import FeedForward
from torchtitan.models.common.moe import GroupedExperts
from torchtitan.protocols.sharding import ShardingConfig
__all__ = [
_MAX_BLOCK_N = 2048
_SILU_AND_MUL_BLOCK_M = 4
def _silu_and_mul_forward_kernel(
def _silu_and_mul_backward_kernel(
def silu_and_mul_forward_kernel(
def silu_and_mul_backward_kernel(
def silu_and_mul_op(
def silu_and_mul_op_fake(
def silu_and_mul_backward_op(
def silu_and_mul_backward_op_fake(
def silu_and_mul_autograd_backward(ctx, grad_out):
def silu_and_mul_setup_context(ctx, inputs, output):
def _make_fused_gate_up_init(
def _fused_silu_and_mul(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
def _silu_and_mul_2d(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
class FusedSwiGLU(FeedForward):
        so the saved checkpoint is in the stock FeedForward layout. ``w13[:, 0]``
        untouched, keeping back-compat with checkpoints saved as ``w13``.
def fused_swiglu(cfg: FeedForward.Config) -> FusedSwiGLU.Config:
class FusedGroupedExperts(GroupedExperts):
def _fuse_w13_grouped_experts_param_init(param_init: dict | None) -> dict | None:
def _fuse_w13_grouped_experts_sharding(base: ShardingConfig) -> ShardingConfig:
def fused_grouped_experts(
