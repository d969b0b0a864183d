from dataclasses import dataclass, field, fields
from importlib.util import find_spec
from typing import Literal
from torchtitan.components.quantization import QuantizationConverter
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.moe import GroupedExperts
from torchtitan.protocols.module import Module
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import has_cuda_capability
from .utils import swap_token_dispatcher
class MXFP8LinearConverter(QuantizationConverter):
        fqns: list[str] = field(default_factory=list)
def _get_mxfp8_grouped_experts_cls(parent_cls: type) -> type:
class MXFP8GroupedExpertsConverter(QuantizationConverter):
