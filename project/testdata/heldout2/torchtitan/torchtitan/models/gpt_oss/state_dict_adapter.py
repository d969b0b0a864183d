import re
from typing import Any
from torch.distributed.checkpoint import HuggingFaceStorageReader
from torchtitan.models.common.rope import CosSinRoPE
from torchtitan.models.utils import MoEStateDictAdapter
from .model import GptOssModel
class GptOssStateDictAdapter(MoEStateDictAdapter):
            from torch.distributed.checkpoint.quantized_hf_storage import (
            # If loading checkpoints without quantization, use HuggingFaceStorageReader instead
        Only map keys without changing shapes to the same as MXFP4 checkpoint.
        For loading from quantized checkpoints, the QuantizedHuggingFaceStorageReader
                 One can save into unquantized hf checkpoints with last_save_in_hf = true.
