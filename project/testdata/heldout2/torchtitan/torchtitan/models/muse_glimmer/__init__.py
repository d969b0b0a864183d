import dataclasses
import math
from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.models.common import (
from torchtitan.models.common.attention import QKVLinear, VarlenAttention
from torchtitan.models.common.config_utils import get_attention_config, make_ffn_config
from torchtitan.models.common.nn_modules import GELU, LayerNorm, RMSNorm
from torchtitan.models.common.param_init import depth_scaled_std
from torchtitan.models.common.vision_encoder import (
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import (
from .parallelize import parallelize_muse_glimmer, pipeline_muse_glimmer
from .sharding import set_muse_glimmer_vision_sharding_config
from .state_dict_adapter import MuseGlimmerStateDictAdapter
from .vision_encoder import (
__all__ = [
_SCALE_QUERY_NUMERATOR = 43.7840518911
_NORM_EPS = 1e-5
_POST_NORM_EPS = 1e-8
_ROPE_THETA = 500_000.0
_EVERY_N_LAYERS_NOPE = 4
_FFN_DIM_MULTIPLIER = 3.0
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _gain_norm(dim: int, eps: float, gain_center: float) -> RMSGainCenterNorm.Config:
def _scaleless_norm(dim: int, eps: float) -> RMSNorm.Config:
def _layer_use_rope(layer_id: int, n_layers: int) -> bool:
def _layer_window_size(layer_id: int, n_layers: int, pattern: list[int]) -> int | None:
def _build_muse_glimmer_attention(
def _build_muse_glimmer_layers(
def _vision_layer_norm(dim: int) -> LayerNorm.Config:
def _vision_linear(in_features: int, out_features: int, *, bias: bool) -> Linear.Config:
def _vision_scaled_bias_rowwise_linear(
def muse_glimmer_vision_encoder_config(
    latent_dim: int = 1536,
    num_layers: int = 50,
