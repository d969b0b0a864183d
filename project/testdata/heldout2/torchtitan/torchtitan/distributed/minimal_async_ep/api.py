from dataclasses import dataclass
from typing import Any
import torch
import torch.distributed as dist
import torch.distributed._symmetric_memory as symm_mem
from torchtitan.distributed.minimal_async_ep.kernels import (
from torchtitan.tools.logging import logger
_HIDDEN_RECV_BUFFER_COUNT = 2
_HIDDEN_READY_CHANNEL = 0
_COUNTS_READY_CHANNEL = 0
@dataclass
class _MinimalAsyncEPBufferState:
    hidden_recv_buffer_index: int = 0
def maybe_update_minimal_async_ep_config(model_config: Any, config: Any) -> None:
    from torchtitan.distributed.activation_checkpoint import FullAC
        not isinstance(config.activation_checkpoint, FullAC.Config)
            "activation-checkpoint:full for eager training or "
@dataclass
class MinimalAsyncEPDispatchMetadata:
def init_buffer(
def _copy_rows_to_peers_and_wait_cuda(
    block_m: int = 1,
    num_warps: int = 4,
def _wait_hidden_ready(hidden_recv_handle: Any) -> None:
def _wait_counts_ready() -> None:
def _wait_ready(handle: Any, channel: int) -> None:
def _copy_all_counts_to_peers_and_wait_cuda(
def _compute_direct_metadata(
def _dispatch_to_experts(
def _combine_to_origin(
def _dispatch_metadata(
def dispatch_op(
def dispatch_op_fake(
def combine_op(
def combine_op_fake(
def dispatch_backward_op(
def dispatch_backward_op_fake(
def combine_backward_op(
def combine_backward_op_fake(
def dispatch_setup_context(ctx, inputs, output):
