from dataclasses import dataclass
import torch
from torch.distributed import ProcessGroup
_pending_combine_event = None
def _get_next_handle_id() -> torch.Tensor:
_lib = torch.library.Library("deepep", "DEF")
_DEEPEP_MULTINODE_NUM_SMS = 20
def _resolve_dispatch_num_sms(buffer, num_experts: int, num_topk: int) -> int:
def _dispatch_op_impl(
def _dispatch_setup_context(ctx, inputs, output):
def _dispatch_backward(
def _combine_op_impl(
def _combine_setup_context(ctx, inputs, output):
def _combine_backward(ctx, grad_combined):
def sync_combine() -> None:
def get_hidden_bytes(x: torch.Tensor) -> int:
def get_buffer(
def _permute_tokens(
def _unpermute_tokens(
@dataclass
class DispatchState:
def dispatch_tokens(
def combine_tokens(
