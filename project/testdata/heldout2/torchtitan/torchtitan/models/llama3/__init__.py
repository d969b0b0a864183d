from collections.abc import Callable
from functools import partial
import torch.nn as nn
from torchtitan.distributed.pipeline_parallel import pipeline_llm
from torchtitan.models.common import (
from torchtitan.models.common.config_utils import (
from torchtitan.models.common.param_init import depth_scaled_std, skip_param_init
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model import Llama3Model, Llama3TransformerBlock
from .parallelize import parallelize_llama
from .state_dict_adapter import Llama3StateDictAdapter
__all__ = [
_LINEAR_INIT = {
_NORM_INIT = {"weight": nn.init.ones_}
_EMBEDDING_INIT = {"weight": partial(nn.init.normal_, std=1.0)}
_EMBEDDING_SKIP_INIT = {"weight": skip_param_init}
def _output_linear_init(dim: int) -> dict[str, Callable]:
def _depth_init(layer_id: int) -> dict[str, Callable]:
def _build_llama3_layers(
    tp_gemm_backend: TpGemmBackend = "default",
def _debugmodel(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
def _1b(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
def _3b(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
def _8b(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
def _70b(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
def _405b(
    attn_backend: str, tp_gemm_backend: TpGemmBackend = "default"
llama3_configs = {
def model_registry(
    attn_backend: str = "flex",
    tp_gemm_backend: TpGemmBackend = "default",
