from dataclasses import dataclass, field
import torch
from torch.distributed.tensor import distribute_tensor, DTensor
from torchtitan.models.common.rope import _maybe_check_max_pos, CosSinRoPE
class MRoPE(CosSinRoPE):
        mrope_section: list[int] = field(default_factory=lambda: [24, 20, 20])
