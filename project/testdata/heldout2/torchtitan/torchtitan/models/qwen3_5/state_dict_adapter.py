Converts between HuggingFace Qwen3.5 checkpoint format and torchtitan format.
import re
from typing import Any
import torch
from torchtitan.protocols.state_dict_adapter import StateDictAdapter
from .model import Qwen35Model
class Qwen35StateDictAdapter(StateDictAdapter):
                    f"HF checkpoint missing both 'lm_head.weight' and '{embed_key}'"
