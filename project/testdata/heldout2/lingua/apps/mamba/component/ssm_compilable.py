import math
from typing import List, Optional, Tuple
import torch
from mamba_ssm.ops.triton.ssd_combined import _mamba_chunk_scan_combined_fwd, _mamba_chunk_scan_combined_bwd
def _compiled_mamba_chunk_scan_combined_fwd(x, dt, A, B, C, chunk_size, D=None, z=None, dt_bias=None, initial_states=None, seq_idx=None, cu_seqlens=None, dt_softplus=False, dt_limit=None):
def _compiled_mamba_chunk_scan_combined_bwd(dout, x, dt, A, B, C, out, chunk_size, D=None, z=None, dt_bias=None, initial_states=None, dfinal_states=None, seq_idx=None, dt_softplus=False, dt_limit=None):
def ssm_chunk_scan_combined_fwd(
def _ssm_chunk_scan_combined_fwd_fake(
def ssm_chunk_scan_combined_bwd(
def _ssm_chunk_scan_combined_bwd_fake(
def ssm_chunk_scan_combined_setup_context(ctx, inputs, output):
def ssm_chunk_scan_combined_bridge(ctx, dout, dout_x, dout_state_varlen):
def mamba_chunk_scan_combined(x, dt, A, B, C, chunk_size, D=None, z=None, dt_bias=None, initial_states=None, seq_idx=None, cu_seqlens=None, dt_softplus=False, dt_limit=(0.0, float("inf"))):
if __name__ == "__main__":
