from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.components.optimizer import register_moe_load_balancing_hook
from torchtitan.distributed.pipeline_parallel import pipeline_vlm
from torchtitan.models.common import (  # noqa: F401
from torchtitan.models.common.config_utils import (
from torchtitan.models.common.nn_modules import LayerNorm
from torchtitan.models.common.param_init import depth_scaled_std  # noqa: F401
from torchtitan.models.common.vision_encoder import (
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .gdn import (
from .model import OffsetRMSNorm, Qwen35Attention, Qwen35Model, Qwen35TransformerBlock
from .parallelize import parallelize_qwen3_5
from .rope import MRoPE
from .state_dict_adapter import Qwen35StateDictAdapter
from .vision_encoder import PatchMerger, Qwen35VisionEncoder, VisionRotaryEmbedding
__all__ = [
QWEN3_5_SPECIAL_TOKENS = {
_LINEAR_INIT = {
_OFFSET_NORM_INIT = {"weight": nn.init.zeros_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=1.0)}
_POS_EMBED_INIT = {"pos_embed": partial(nn.init.trunc_normal_, mean=0.0, std=0.02)}
_EPS = 1e-6
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _depth_experts_init(layer_id: int) -> dict[str, Callable]:
def _a_log_init(param: nn.Parameter) -> None:
def _linear(in_features: int, out_features: int) -> Linear.Config:
def _scaled_bias_rowwise_linear(
def _offset_norm(dim: int) -> OffsetRMSNorm.Config:
def _shared_experts_config(
def _qwen35_vision_encoder_config(
    layer_norm_eps: float = 1e-6,
    rope_theta: float = 10000.0,
    in_channels: int = 3,
def _qwen35_attention_config(
def _qwen35_deltanet_config(
