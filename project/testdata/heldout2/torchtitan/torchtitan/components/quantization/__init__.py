from dataclasses import dataclass
from torchtitan.protocols.model import ModelConfigConverter
class QuantizationConverter(ModelConfigConverter):
from .float8 import (  # noqa: F401, E402
from .mx import (  # noqa: F401, E402
from .nvfp4 import NVFP4Linear, NVFP4LinearConverter  # noqa: F401, E402
__all__ = [
