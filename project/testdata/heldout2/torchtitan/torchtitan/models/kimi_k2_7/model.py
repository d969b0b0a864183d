from dataclasses import dataclass
import spmd_types as spmd
import torch
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.models.common.attention import AttentionMasksType
from torchtitan.models.common.decoder import Decoder
from torchtitan.models.common.multimodal import (
from torchtitan.models.deepseek_v3.model import DeepSeekV3Model
from .sharding import (
from .vision_encoder import KimiK25VisionEncoder
class KimiK25Model(DeepSeekV3Model):
