import os
import uuid
import contextlib
import functools
import json
import math
from enum import Enum
from collections import defaultdict
from typing import Any, Dict, List, Optional, Tuple
from pathlib import Path
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import (
    checkpoint_wrapper,
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_map
from torch.utils.module_tracker import ModuleTracker
from torch.fx.operator_schemas import normalize_function
from torch.nn.attention import sdpa_kernel, SDPBackend
from xformers.ops import fmha
def _log(x: torch.Tensor, name: str, uid: str) -> None:
def _log_fake(x: torch.Tensor, name: str, uid: str) -> None:
class _LogStats(torch.autograd.Function):
_PROBING_ENABLED = False
def log_stats(x: torch.Tensor, name: str) -> torch.Tensor:
QUANTILES = [
def _get_quantiles(device: torch.device, dtype) -> torch.Tensor:
def _get_stats(x_: torch.Tensor, remove_inf=False) -> Dict[str, Any]:
def _mask_attn_causal_inplace(logits: torch.Tensor, q_idx, q_len, kv_len) -> None:
def _mask_attn_logits(
def _attn_queries_subset(num_queries: int) -> List[int]:
def _compute_attn_stats_sdpa(
def _compute_attn_stats_flash(
def _tensors_to_python(x):
class LinearBwType(Enum):
class AutoProbeD(TorchDispatchMode):
        self.verbose = bool(int(os.environ.get("PROBE_VERBOSE", "0")))
        path = path.replace("._checkpoint_wrapped_module", "")
def _find_all_submodules_compiled(out: List[nn.Module], module: nn.Module) -> None:
class TorchCompileDisabler:
Probe = AutoProbeD
d = 512
seqlen = 4
bs = 2
class Attention1(nn.Module):
class Attention2(nn.Module):
class AttentionSDPA(nn.Module):
class AttentionSDPAFlash(AttentionSDPA):
class Model(nn.Module):
def test_masking() -> None:
def test_toy_model() -> None:
    m.head = checkpoint_wrapper(m.head, checkpoint_impl=CheckpointImpl.NO_REENTRANT, preserve_rng_state=False)
