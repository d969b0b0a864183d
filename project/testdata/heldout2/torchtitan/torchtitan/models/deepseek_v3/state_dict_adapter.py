import re
from typing import Any
import torch
from torch.distributed.checkpoint import HuggingFaceStorageReader
from torch.distributed.tensor import DTensor
from torchtitan.models.common.rope import ComplexRoPE
from torchtitan.models.utils import MoEStateDictAdapter
from .model import DeepSeekV3Model
class DeepSeekV3StateDictAdapter(MoEStateDictAdapter):
            from torch.distributed.checkpoint.quantized_hf_storage import (
            # If loading checkpoints without quantization, use HuggingFaceStorageReader instead
        1. When loading from HF checkpoint, dequantize the weights from float8 to float32.
