from typing import TYPE_CHECKING
import spmd_types as spmd
import torch
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.attention import VarlenMetadata
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.moe_sharding import set_moe_sharding_config
from torchtitan.models.common.vision_encoder_sharding import (
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
CP = MeshAxisName.CP
TP = MeshAxisName.TP
def annotate_qwen35_input_spmd_types(
def _qk_norm_sharding() -> ShardingConfig:
def _decoder_norm_sharding(activation_layout: SpmdLayout) -> ShardingConfig:
def _conv_weight_sharding() -> ShardingConfig:
def set_qwen35_sharding_config(
def _set_qwen35_layer_sharding(
def _set_shared_expert_gate_sharding(
def _set_vision_encoder_sharding(ve_cfg: "Qwen35VisionEncoder.Config") -> None:
def _set_full_attention_sharding(
def _set_deltanet_sharding(
