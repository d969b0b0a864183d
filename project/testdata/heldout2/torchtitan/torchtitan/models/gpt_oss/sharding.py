from typing import TYPE_CHECKING
import spmd_types as spmd
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.moe_sharding import set_moe_sharding_config
from torchtitan.models.gpt_oss.model import Attention
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig
def scaled_bias_rowwise_config(*, output_sp: bool) -> ShardingConfig:
def set_gpt_oss_sharding_config(
def _set_gpt_oss_layer_sharding(
