import spmd_types as spmd
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.decoder_sharding import (
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
DP_REPLICATE = MeshAxisName.DP_REPLICATE
CP = MeshAxisName.CP
TP = MeshAxisName.TP
EP = MeshAxisName.EP
EFSDP = MeshAxisName.EFSDP
def expert_param_placement_sparse() -> SpmdLayout:
def expert_param_placement_dense(
def _tokens_per_expert_placement(*, enable_ep: bool) -> SpmdLayout:
def _router_sharding_config(*, enable_ep: bool, enable_sp: bool) -> ShardingConfig:
def _shared_expert_colwise_config() -> ShardingConfig:
def _shared_expert_rowwise_config(*, output_layout: SpmdLayout) -> ShardingConfig:
def _shared_experts_sharding_configs(
def _routed_experts_sharding_configs(
def _moe_sharding_config(*, enable_ep: bool, enable_sp: bool) -> ShardingConfig:
def set_moe_sharding_config(
