import re
from typing import Any
import torch
from torchtitan.models.deepseek_v3.state_dict_adapter import DeepSeekV3StateDictAdapter
from .model import KimiK25Model
class KimiK25StateDictAdapter(DeepSeekV3StateDictAdapter):
                # bare ``model.*`` names, but the released checkpoints nest the
            # Projector: the two released checkpoints disagree -- Kimi-VL spells it
