import math
from dataclasses import dataclass, fields
import spmd_types as spmd
import torch
import torch.nn as nn
from torchtitan.models.common.decoder_sharding import dense_param_placement
from torchtitan.models.common.linear import Linear
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.module import Module
from torchtitan.protocols.sharding import ShardingConfig
from torchtitan.tools.logging import logger
def _lora_adapter_sharding(
def _get_lora_cls(parent_cls: type) -> type:
def _get_frozen_config_cls(
def _make_frozen_config(cfg: Module.Config) -> Module.Config:
class LoRAConverter(ModelConfigConverter):
