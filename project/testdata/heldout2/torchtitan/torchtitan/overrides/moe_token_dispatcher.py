from the scheduler and CUDA graph limits before applying this override.
from __future__ import annotations
import dataclasses
from torchtitan.config import override
from torchtitan.models.common.token_dispatcher import (
def deepep_override(
def hybridep_override(
