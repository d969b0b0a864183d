import logging
import os
import sys
from dataclasses import dataclass
from functools import lru_cache
from logging import (
from typing import TYPE_CHECKING, List, Optional, Union
import torch
from torch import distributed as torch_dist
from nanotron import distributed as dist
from nanotron.parallel import ParallelContext
log_levels = {
class NewLineStreamHandler(logging.StreamHandler):
class CategoryFilter(logging.Filter):
DEFAULT_HANDLER = NewLineStreamHandler()
DEFAULT_LOG_LEVEL = logging.WARNING
LIBRARY_NAME = __name__.split(".")[0]
def _get_default_logging_level():
    env_level_str = os.getenv("NANOTRON_LOGGING_LEVEL", None)
def get_library_root_logger() -> Logger:
def _configure_library_root_logger() -> None:
def _reset_library_root_logger() -> None:
def get_logger(name: Optional[str] = None, log_level: Optional[str] = None) -> Logger:
def get_verbosity() -> int:
LEVEL = None
def set_verbosity(verbosity: int) -> None:
HANDLER = None
def set_formatter(formatter: logging.Formatter) -> None:
def log_rank(
def warn_once(
def human_format(num: float, billions: bool = False, divide_by_1024: bool = False) -> str:
def log_memory(logger: logging.Logger, msg: str = ""):
@dataclass
class LogItem:
@dataclass
class LoggerWriter:
def set_logger_verbosity_format(logging_level: str, parallel_context: ParallelContext):
    node_name = os.environ.get("SLURMD_NODENAME")
def set_ranks_logging_level(parallel_context: ParallelContext, logging_config: "LoggingArgs"):
def log_libraries_versions(logger: logging.Logger):
