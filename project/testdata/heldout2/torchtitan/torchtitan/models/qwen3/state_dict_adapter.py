We can use this script to adapt the checkpoint from HF to the format that we can load into the torchtitan model and vice versa.
import re
from typing import Any
from torch.distributed.tensor import DTensor
from torchtitan.models.common.rope import CosSinRoPE
from torchtitan.models.utils import MoEStateDictAdapter
from .model import Qwen3Model
class Qwen3StateDictAdapter(MoEStateDictAdapter):
