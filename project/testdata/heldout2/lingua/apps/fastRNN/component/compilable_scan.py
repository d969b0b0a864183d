from typing import Tuple
import torch
from accelerated_scan.warp import warpscan_forward, warpscan_backward
def scan_fwd(
def _scan_fwd_fake(gates, tokens, reverse=False):
def scan_bwd(
def _scan_bwd_fake(dout, states, gates):
def scan_setup_context(ctx, inputs, output):
def scan_bwd_bridge(ctx, dout):
def scan(gates: torch.Tensor, tokens: torch.Tensor, reverse: bool = False) -> torch.Tensor:
