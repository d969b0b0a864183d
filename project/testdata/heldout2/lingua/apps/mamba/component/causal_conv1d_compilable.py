from typing import Optional, Tuple
import torch
import causal_conv1d_cuda
def causal_conv1d_fwd(
def _causal_conv1d_fwd_fake(
def causal_conv1d_bwd(
def _causal_conv1d_bwd_fake(
def causal_conv1d_setup_context(ctx, inputs, output):
def causal_conv1d_bwd_bridge(ctx, dout):
def causal_conv1d_fn(x, weight, bias=None, seq_idx=None, activation=None):
def causal_conv1d_update_fwd(
def _causal_conv1d_update_fwd(
def causal_conv1d_update(x, conv_state, weight, bias=None, activation=None, cache_seqlens=None):
if __name__ == "__main__":
