from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from torchtitan.config.configurable import Configurable
R = TypeVar("R")
class Function(Generic[R], Configurable):
