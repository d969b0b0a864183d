(``meta-models/Muse-Glimmer-30B``), so checkpoints can be saved/loaded in HF
format (``checkpoint.last_save_in_hf`` / ``checkpoint.initial_load_in_hf``) and
This mapping was validated against the *actual* released checkpoint's
  ComplexRoPE against HF split-half checkpoints). Verified by numerical parity
  against the released checkpoint (with the permute, logits match HF; without
import functools
import re
from typing import Any
from torch.distributed.tensor import DTensor, Replicate
from torchtitan.models.common.rope import ComplexRoPE
from torchtitan.protocols.state_dict_adapter import StateDictAdapter
from .model import MuseGlimmerModel
_HF_TEXT_PREFIX = "model.language_model."
_HF_VISION_PREFIX = "model.vision_tower."
def _dtensor_safe(fn):
class MuseGlimmerStateDictAdapter(StateDictAdapter):
