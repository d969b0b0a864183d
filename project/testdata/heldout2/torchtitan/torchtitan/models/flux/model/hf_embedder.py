import os
from dataclasses import dataclass, field
from typing import Any
from torch import Tensor
from torchtitan.protocols.module import Module
from transformers import CLIPTextModel, T5EncoderModel
class FluxEmbedder(Module):
        hf_kwargs: dict[str, Any] = field(default_factory=dict)
