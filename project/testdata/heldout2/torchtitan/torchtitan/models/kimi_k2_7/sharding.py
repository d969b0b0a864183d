from typing import TYPE_CHECKING
import spmd_types as spmd
import torch
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.vision_encoder_sharding import (
from torchtitan.models.deepseek_v3.sharding import set_deepseek_v3_sharding_config
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
TP = MeshAxisName.TP
_REPLICATE_ACT = dense_activation_placement(tp=spmd.R, cp=spmd.S(0))
def annotate_multimodal_input_spmd_types(
def set_kimi_k2_5_sharding_config(
def _shard_decoder_after_embedding_scatter(config: "KimiK25Model.Config") -> None:
def _set_vision_encoder_sharding(ve_cfg) -> None:
