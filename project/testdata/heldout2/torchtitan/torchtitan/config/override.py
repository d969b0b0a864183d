from __future__ import annotations
import importlib
import json
from dataclasses import dataclass, field, fields, is_dataclass
from fnmatch import fnmatch
from typing import Any, cast, TYPE_CHECKING, TypeVar
from torchtitan.tools.logging import logger
_ConfigT = TypeVar("_ConfigT", bound="Configurable.Config")
OverrideImport = str | tuple[str, dict[str, Any]]
@dataclass(kw_only=True, slots=True)
class OverrideConfig:
    imports: list[OverrideImport] = field(default_factory=list)
def parse_cli_imports(tokens: list[str]) -> list[OverrideImport]:
def format_cli_imports(entries: list[OverrideImport]) -> list[str]:
@dataclass
class Override:
def override(
    description: str = "",
def derive(
def _resolve_target(target: str) -> tuple[str, str]:
def _resolve_active(
@dataclass
class _Claim:
    kwargs: dict[str, Any] = field(default_factory=dict)
def _collect_claims(
def _check_node_conflicts(claims: list[_Claim]) -> None:
def apply_overrides(
def clear_overrides() -> None:
