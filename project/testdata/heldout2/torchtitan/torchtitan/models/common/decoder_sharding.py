import spmd_types as spmd
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.attention import FusedQKVLinear, GQAttention, QKVLinear
from torchtitan.models.common.dist_gemm import (
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
CP = MeshAxisName.CP
TP = MeshAxisName.TP
def dense_param_placement(*, tp: spmd.PerMeshAxisSpmdType) -> SpmdLayout:
def dense_activation_placement(
def token_id_placement() -> SpmdLayout:
def attention_activation_placement(
def dense_sequence_parallel_placement() -> SpmdLayout:
def colwise_config() -> ShardingConfig:
def rowwise_config(*, output_sp: bool = False) -> ShardingConfig:
def norm_config(*, enable_sp: bool) -> ShardingConfig:
def pre_lm_head_norm_config(*, enable_sp: bool) -> ShardingConfig:
def set_qkv_linear_sharding(qkv_linear_cfg) -> None:
def set_gqa_attention_sharding(attention_cfg, *, enable_sp: bool) -> None:
def set_gqa_inner_attention_local_map(inner_attention_cfg) -> None:
def set_dense_ffn_sharding(
def set_decoder_sharding_config(config, *, enable_sp: bool) -> None:
