from typing import TYPE_CHECKING
import spmd_types as spmd
from torchtitan.models.common.attention import GQAttention
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.moe_sharding import set_moe_sharding_config
from torchtitan.protocols.sharding import ShardingConfig
def set_qwen3_sharding_config(
def _set_qwen3_layer_sharding(
