import dataclasses
import logging
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from typing import ClassVar
from torchtitan.observability import structured_logger as sl
logger = logging.getLogger(__name__)
class Configurable:
