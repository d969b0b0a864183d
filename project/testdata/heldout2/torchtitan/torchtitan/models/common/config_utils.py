import dataclasses
from collections.abc import Callable
from typing import Literal
import torch
from torch.distributed.tensor import DTensor
from torchtitan.distributed.spmd_types import current_spmd_mesh, spmd_mesh_size
from torchtitan.models.common.attention import (
from torchtitan.models.common.decoder import Decoder
from torchtitan.models.common.dist_gemm import (
from torchtitan.models.common.feed_forward import FeedForward
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.moe import (
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.common.rope import RoPE
from torchtitan.models.common.token_dispatcher import (
from torchtitan.protocols.model_spec import ModelSpec
from torchtitan.protocols.module import Module
def decoder_vocab_size(model_spec: ModelSpec) -> int:
TpGemmBackend = Literal["default", "dist_gemm"]
def get_attention_config(
def _fused_qkv_param_init(
def make_gqa_config(
    tp_gemm_backend: TpGemmBackend = "default",
def make_ffn_config(
    tp_gemm_backend: TpGemmBackend = "default",
def make_moe_config(
    num_experts: int = 8,
    load_balance_coeff: float | None = 1e-3,
def make_router_config(
    top_k: int = 1,
    score_func: Literal["sigmoid", "softmax"] = "sigmoid",
    route_scale: float = 1.0,
def make_token_dispatcher_config(
def make_routed_experts_config(
