from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.components.optimizer import register_moe_load_balancing_hook
from torchtitan.distributed.pipeline_parallel import pipeline_llm
from torchtitan.models.common import (
from torchtitan.models.common.config_utils import (
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.common.param_init import skip_param_init
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import Qwen3Model, Qwen3TransformerBlock
from .parallelize import parallelize_qwen3
from .state_dict_adapter import Qwen3StateDictAdapter
__all__ = [
_NORM_INIT = {"weight": nn.init.ones_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=0.02)}
_EMBEDDING_SKIP_INIT = {"weight": skip_param_init}
_EPS = 1e-6
def _residual_output_weight_init(n_layers: int) -> Callable:
def _residual_output_init(n_layers: int) -> dict[str, Callable]:
def _moe_experts_init(n_layers: int) -> dict[str, Callable]:
def _qwen3_norm(dim: int) -> RMSNorm.Config:
def _build_qwen3_layers(
def _build_qwen3_moe_layers(
def _debugmodel(attn_backend: str) -> Qwen3Model.Config:
def _debugmodel_non_fused_qkv(attn_backend: str) -> Qwen3Model.Config:
def _0_6b(attn_backend: str) -> Qwen3Model.Config:
def _1_7b(attn_backend: str) -> Qwen3Model.Config:
def _4b(attn_backend: str) -> Qwen3Model.Config:
def _8b(attn_backend: str) -> Qwen3Model.Config:
def _14b(attn_backend: str) -> Qwen3Model.Config:
def _32b(attn_backend: str) -> Qwen3Model.Config:
def _debugmodel_moe(
    moe_comm_backend: str = "standard",
def _30b_a3b(
    moe_comm_backend: str = "standard",
def _235b_a22b(
    moe_comm_backend: str = "standard",
