"""Optimizer state-dict helpers for distributed checkpointing.
from typing import Any
import torch
__all__ = [
def init_optim_state(optim: torch.optim.Optimizer) -> None:
def get_flat_optim_state_dict(optim: torch.optim.Optimizer) -> dict[str, Any]:
    pipeline-parallel checkpoints (multiple chunks reusing index 0).
def load_flat_optim_state_dict(
def _optim_state_dict_to_fqn_keys(optim_sd: dict[str, Any]) -> dict[str, Any]:
def _unflatten_optim_state_dict(
                    f"Optimizer param group key {key!r} not found in checkpoint "
def _flatten_state_nested(
def _reconstruct_nested(flat_sd: dict[str, Any], prefix: str) -> dict[str, Any]:
