from typing import Tuple
import torch
from causal_conv1d.causal_conv1d_varlen import causal_conv1d_varlen_states
from apps.mamba.component.causal_conv1d_compilable import (
from apps.fastRNN.component.compilable_scan import scan as accelerated_scan
from accelerated_scan.ref import scan as ref_scan
def conv1d(
    impl: str = "parallel",
def _prepare_for_cache(
def sequential_step(
def scan(
    impl: str = "parallel",
