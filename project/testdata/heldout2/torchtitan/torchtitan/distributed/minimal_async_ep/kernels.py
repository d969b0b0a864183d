import torch
import triton
import triton.language as tl
_COUNT_COPY_BLOCK_SIZE = 1024
_METADATA_BLOCK_SIZE = 256
_MAX_BLOCK_N = 2048
_HIDDEN_ROW_DTYPES = {
def _copy_full_counts_to_peer_ptrs_kernel(
def _fill_dispatch_metadata_kernel(
def _fill_combine_metadata_kernel(
def _invert_flat_indices_kernel(
def _reduce_topk_slots_kernel(
def _expand_topk_grad_kernel(
def _topk_scores_grad_kernel(
def _copy_rows_to_peer_ptrs_kernel(
def copy_full_counts_to_peers_kernel(
def copy_rows_to_peers_kernel(
    block_m: int = 1,
    num_warps: int = 4,
def fill_dispatch_metadata_kernel(
def fill_combine_metadata_kernel(
def invert_flat_indices_kernel(
def reduce_topk_slots_kernel(
def expand_topk_grad_kernel(
def topk_scores_grad_kernel(
