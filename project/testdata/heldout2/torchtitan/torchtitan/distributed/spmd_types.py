from __future__ import annotations
import contextlib
from collections.abc import Iterator, Mapping
from threading import local
from typing import Any, TYPE_CHECKING
import spmd_types as spmd
import torch
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor
from torchtitan.distributed.utils import get_spmd_backend
__all__ = [
_MESH_TLS = local()
def plain_tensor_to_dtensor_state_dict(
def dtensor_to_plain_tensor_state_dict(
def set_spmd_meshes(
def spmd_dense_mesh() -> DeviceMesh:
def spmd_sparse_mesh() -> DeviceMesh | None:
def _spmd_mesh_stack() -> list[DeviceMesh | None]:
def current_spmd_mesh() -> DeviceMesh | None:
def spmd_mesh_size(axis_name: str) -> int:
def set_current_spmd_mesh(mesh: DeviceMesh | None) -> Iterator[None]:
def maybe_set_sparse_mesh() -> Iterator[None]:
def annotate_input_spmd_types(
def spmd_validate_redistributions(sharding_config: Any) -> None:
def spmd_redistribute_per_axis(
def spmd_distribute_tensor(
