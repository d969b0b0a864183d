from dataclasses import dataclass, field, fields
from functools import partial
from importlib.util import find_spec
from typing import Literal
import torch
import torch._inductor.config
from torchtitan.components.quantization import QuantizationConverter
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.moe import GroupedExperts
from torchtitan.protocols.module import Module
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import has_cuda_capability, has_rocm_capability
from .utils import module_filter_fn, swap_token_dispatcher
class Float8LinearConverter(QuantizationConverter):
        filter_fqns: list[str] = field(default_factory=list)
def _get_float8_grouped_experts_cls(parent_cls: type) -> type:
class Float8GroupedExpertsConverter(QuantizationConverter):
