from typing import TYPE_CHECKING
import spmd_types as spmd
import torch
from torch import nn
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.distributed.spmd_types import set_current_spmd_mesh
from torchtitan.distributed.utils import get_spmd_backend
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
CP = MeshAxisName.CP
def flux_activation_placement(
def set_flux_inner_attention_local_map(inner_attention_cfg) -> None:
def set_flux_sharding_config(config: "FluxModel.Config") -> None:
def annotate_dp_cp_params_as_r(model: nn.Module, parallel_dims: ParallelDims) -> None:
def annotate_flux_forward_inputs(
