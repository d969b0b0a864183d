from typing import TYPE_CHECKING
import spmd_types as spmd
import torch
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.models.common.decoder_sharding import (
from torchtitan.models.common.vision_encoder_sharding import (
from torchtitan.protocols.sharding import LocalMapConfig, ShardingConfig, SpmdLayout
DP = MeshAxisName.DP
TP = MeshAxisName.TP
def annotate_muse_glimmer_input_spmd_types(
def set_muse_glimmer_sharding_config(
def _set_tok_embeddings_sharding(
def _set_multimodal_sharding(
def _set_muse_glimmer_layer_sharding(
def set_muse_glimmer_vision_sharding_config(
