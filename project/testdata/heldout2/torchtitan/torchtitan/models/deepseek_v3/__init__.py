import copy
import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Literal
import torch.nn as nn
from torchtitan.components.optimizer import register_moe_load_balancing_hook
from torchtitan.distributed.pipeline_parallel import pipeline_llm
from torchtitan.models.common import (
from torchtitan.models.common.config_utils import (
from torchtitan.models.common.param_init import depth_scaled_std
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import Attention, DeepSeekV3Model, DeepSeekV3TransformerBlock
from .mtp import MTPDecoder, MTPLoss, MTPTransformerBlock
from .parallelize import parallelize_deepseekv3
from .state_dict_adapter import DeepSeekV3StateDictAdapter
__all__ = [
_LINEAR_INIT = {
_NORM_INIT = {"weight": nn.init.ones_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=1.0)}
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _depth_experts_init(layer_id: int) -> dict[str, Callable]:
def make_mla_attention_config(
    mscale: float = 1.0,
def build_mla_moe_layers(
    router_route_scale: float = 1.0,
def _build_dsv3_layers(**kwargs) -> list[TransformerBlock.Config]:
def _build_mtp_layers(
def _debugmodel(
    num_mtp_layers: int = 0,
def _16b(
    num_mtp_layers: int = 0,
def _236b(
    num_mtp_layers: int = 0,
def _671b(
    num_mtp_layers: int = 0,
deepseekv3_configs = {
