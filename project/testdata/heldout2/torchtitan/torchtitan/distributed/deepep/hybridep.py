from dataclasses import dataclass
from typing import Any
import torch
import torch.distributed as dist
from torch._library.opaque_object import CustomClassBase, register_opaque_type
from torchtitan.tools.logging import logger
class DispatchHandle(CustomClassBase):
@dataclass
class DispatchState:
    num_tokens: int = 0
def _num_permuted_tokens_for_non_blocking(
def _dispatch_impl(
def _dispatch_fake(
def _combine_impl(
def _combine_fake(
def _dispatch_bwd_impl(
def _dispatch_bwd_fake(
def _combine_bwd_impl(
def _combine_bwd_fake(
def _dispatch_backward(ctx, grad_hidden, grad_scores, grad_tpe, grad_handle):
def _dispatch_setup_context(ctx, inputs, output):
def _combine_backward(ctx, grad_combined):
def _combine_setup_context(ctx, inputs, output):
_NUM_SMS_DISPATCH = 16
_NUM_SMS_COMBINE = 16
def get_buffer(
def dispatch_tokens(
def combine_tokens(
__all__ = [
