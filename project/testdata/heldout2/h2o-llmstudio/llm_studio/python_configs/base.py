import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any
from llm_studio.src import possible_values
from llm_studio.src.nesting import Dependency, Nesting
from llm_studio.src.order import Order
from llm_studio.src.tooltips import tooltips
logger = logging.getLogger(__name__)
def _get_bases_below_parent(cls: type, parent: type, bases=None) -> set[type]:
@dataclass
class DefaultConfig:
@dataclass
class DefaultConfigProblemBase(DefaultConfig):
    output_directory: str
