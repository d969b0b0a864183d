import asyncio
import enum
import functools
import importlib
import inspect
import logging
import os
from collections.abc import Callable
from timeit import default_timer as timer
from typing import Any, cast, TypeVar
import torch
from torchtitan.observability.structured_logger.step_state import get_step
F = TypeVar("F", bound=Callable[..., Any])
_structured_logger.propagate = False
_DEFAULT_HANDLER_FACTORY = (
def _structured_logger_disabled() -> bool:
class LogType(enum.StrEnum):
class ExtraFields(enum.StrEnum):
def event_extra(
class TraceEventsOnlyFilter(logging.Filter):
def init_structured_logger(
    source: str, output_dir: str, rank: int | None = None, enable: bool = True
        init_structured_logger(source="trainer", output_dir="./outputs")
        rank = int(os.environ.get("RANK", 0))
    factories_env = os.environ.get("TITAN_STRUCT_LOGGER_HANDLERS", "")
            output_dir=output_dir,
def log_trace_scalar(scalars: dict[str, float | int], *, stacklevel: int = 2) -> None:
def log_trace_instant(event_type: str, *, stacklevel: int = 2) -> None:
class log_trace_span:  # noqa: N801
