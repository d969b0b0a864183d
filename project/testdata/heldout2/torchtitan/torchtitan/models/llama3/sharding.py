from typing import TYPE_CHECKING
import spmd_types as spmd
from torchtitan.models.common.decoder_sharding import (
def set_llama3_sharding_config(
def _set_llama3_layer_sharding(
