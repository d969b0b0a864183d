from typing import TYPE_CHECKING
import spmd_types as spmd
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.moe_sharding import set_moe_sharding_config
from torchtitan.models.deepseek_v3.model import Attention
from torchtitan.protocols.sharding import ShardingConfig
def set_deepseek_v3_sharding_config(
def _set_deepseek_v3_layer_sharding(
def _set_deepseek_v3_mtp_sharding(
