import json
import os
import re
from abc import ABC, abstractmethod
from typing import Any
from torch.distributed.checkpoint import HuggingFaceStorageReader
from torchtitan.tools.logging import logger
from .model import BaseModel
class BaseStateDictAdapter(ABC):
        """Returns hf storage reader to read HF checkpoint
            path: the path to read HF checkpoint
            The HuggingFace storage reader to read from HF checkpoint
class StateDictAdapter(BaseStateDictAdapter):
                    Defaulting to saving a single safetensors file if checkpoint is saved in HF format"
                    f"HF checkpoint conversion assumes {expected_name}; "
                "Loading from quantized checkpoint format is not supported for this model."
