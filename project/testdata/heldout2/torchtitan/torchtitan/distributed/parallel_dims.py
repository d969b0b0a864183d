from __future__ import annotations
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal
import spmd_types as spmd
from torch.distributed.device_mesh import DeviceMesh, init_device_mesh
from torchtitan.config.configs import ParallelismConfig
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import device_type
__all__ = [
class MeshAxisName(StrEnum):
@dataclass(frozen=True, slots=True)
class SpmdLayout:
def unfold_dp_axis(axis: MeshAxisName | str) -> tuple[MeshAxisName, ...]:
def unfold_dp_axes(axes: Iterable[MeshAxisName | str]) -> list[str]:
@dataclass
class ParallelDims:
    spmd_backend: Literal["partial_dtensor", "spmd_types"] = "spmd_types"
    _single_axis_meshes: dict[str, DeviceMesh] = field(default_factory=dict)
    _multi_axis_meshes: dict[tuple[str, ...], DeviceMesh] = field(default_factory=dict)
