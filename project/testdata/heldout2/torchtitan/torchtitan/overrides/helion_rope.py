checkpoints.
from __future__ import annotations
from dataclasses import dataclass
from functools import cache
from typing import Any, TYPE_CHECKING
import spmd_types as spmd
import torch
from torch.distributed.tensor import DTensor
from torchtitan.config import derive, override
from torchtitan.models.common.rope import _maybe_check_max_pos, ComplexRoPE, CosSinRoPE
from torchtitan.tools.logging import logger, warn_once
__all__ = ["HelionComplexRoPE", "HelionCosSinRoPE", "HelionRoPE"]
def _to_local(tensor: torch.Tensor) -> torch.Tensor:
def _from_local(local: torch.Tensor, spec: torch.Tensor) -> torch.Tensor:
def _resolve_positions(
def _cossin_eligible(
def _complex_eligible(
class HelionCosSinRoPE(CosSinRoPE):
    math, so it stays checkpoint-compatible, and transparently falls back to the
HelionRoPE = HelionCosSinRoPE
class HelionComplexRoPE(ComplexRoPE):
def helion_cos_sin_rope(cfg: CosSinRoPE.Config) -> HelionCosSinRoPE.Config:
def helion_complex_rope(cfg: ComplexRoPE.Config) -> HelionComplexRoPE.Config:
