from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.components.optimizer import register_moe_load_balancing_hook
from torchtitan.distributed.pipeline_parallel import pipeline_vlm
from torchtitan.models.common import (
from torchtitan.models.common.nn_modules import LayerNorm
from torchtitan.models.common.param_init import depth_scaled_std
from torchtitan.models.common.vision_encoder import (
from torchtitan.models.deepseek_v3 import build_mla_moe_layers
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import KimiK25Model
from .parallelize import parallelize_kimi_k2_5
from .state_dict_adapter import KimiK25StateDictAdapter
from .vision_encoder import (
__all__ = [
KIMI_K2_5_SPECIAL_TOKENS = {
_LINEAR_INIT = {
_NORM_INIT = {"weight": nn.init.ones_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=1.0)}
_POS_EMB_INIT = {"pos_embed": partial(nn.init.normal_, std=1.0)}
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _depth_experts_init(layer_id: int) -> dict[str, Callable]:
def _vl_linear(in_features: int, out_features: int) -> Linear.Config:
def _scaled_bias_rowwise_linear(
def _vl_layernorm(dim: int, eps: float = 1e-5) -> LayerNorm.Config:
def _vision_encoder_config(
    patch_size: int = 14,
    in_channels: int = 3,
    init_pos_emb_height: int = 64,
    init_pos_emb_width: int = 64,
    rope_theta: float = 10000.0,
    text_hidden_size: int = 7168,
def _build_kimi_layers(**kwargs) -> list[TransformerBlock.Config]:
def _debugmodel(
def _moonlight_16b_a3b_config(
def _moonlight_16b_a3b(
