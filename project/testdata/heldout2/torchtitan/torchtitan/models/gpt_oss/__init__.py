import dataclasses
from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.components.optimizer import register_moe_load_balancing_hook
from torchtitan.distributed.pipeline_parallel import pipeline_llm
from torchtitan.models.common import (
from torchtitan.models.common.attention import (
from torchtitan.models.common.config_utils import (
from torchtitan.models.common.linear import ScaledBiasRowwiseLinear
from torchtitan.models.common.moe import RoutedExperts, TokenChoiceTopKRouter
from torchtitan.models.common.param_init import depth_scaled_std
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import Attention, GptOssModel, GptOssTransformerBlock
from .moe import GptOssGroupedExperts, GptOssMoE
from .parallelize import parallelize_gptoss
from .state_dict_adapter import GptOssStateDictAdapter
__all__ = [
_NORM_INIT = {"weight": nn.init.ones_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=0.02)}
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _make_gptoss_attn_config(
    attn_backend: str = "varlen",
    n_heads: int = 64,
    n_kv_heads: int = 8,
    head_dim: int = 64,
def _make_gptoss_experts_config(
def _build_gptoss_layers(
    attn_backend: str = "varlen",
def _debugmodel(
    attn_backend: str = "varlen",
def _20b(
    attn_backend: str = "varlen",
def _120b(
    attn_backend: str = "varlen",
gptoss_configs = {
def model_registry(
