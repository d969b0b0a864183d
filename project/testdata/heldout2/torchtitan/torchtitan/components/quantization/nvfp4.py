import math
from dataclasses import dataclass, field, replace
from typing import cast
import spmd_types as spmd
import torch
from torchtitan.components.quantization import QuantizationConverter
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.decoder_sharding import dense_activation_placement
from torchtitan.models.common.linear import Linear
from torchtitan.protocols.module import Module
from torchtitan.protocols.sharding import LocalMapConfig, SpmdLayout
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import has_cuda_capability
TP = MeshAxisName.TP
_NVFP4_BLOCK = 128
_HARDCODED_SIGN_VECTOR = (
            # ranks. It is non-persistent (a Philox key needs no checkpointing).
            # deterministic constant needs no checkpointing) and re-materialized
def nvfp4_bf16_tail_fqns(num_layers: int, bf16_tail_fraction: float) -> list[str]:
class NVFP4LinearConverter(QuantizationConverter):
        fqns: list[str] = field(default_factory=list)
