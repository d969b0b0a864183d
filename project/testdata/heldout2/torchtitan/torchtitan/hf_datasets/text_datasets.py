from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any
import numpy as np
import tyro
from torchtitan.components.data.dataset import (
from torchtitan.components.data.sources import (
from torchtitan.components.data.types import DatasetBuildContext
from torchtitan.components.loss import IGNORE_INDEX
from torchtitan.tools.logging import logger
def _read_text(sample: dict[str, Any]) -> str:
class TextProcessor(SampleProcessor):
class ChatProcessor(SampleProcessor):
