import os
from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any
from pydantic.dataclasses import dataclass
def _scan_dirs(dirname: str) -> list[str]:
def _scan_files(
def strip_common_prefix(
class Value:
@dataclass
class Number:
@dataclass
class String:
class DatasetValue:
@dataclass
class Files(DatasetValue):
@dataclass
class Columns(DatasetValue):
