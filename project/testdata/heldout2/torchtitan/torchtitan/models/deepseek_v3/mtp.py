from __future__ import annotations
from dataclasses import dataclass, field
from typing import Any
import spmd_types as spmd
import torch
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.fsdp import DataParallelMeshDims
from torchtitan.components.loss import (
from torchtitan.config import CompileConfig
from torchtitan.distributed.fsdp import apply_fsdp_to_decoder
from torchtitan.models.common.attention import AttentionMasksType
from torchtitan.models.common.decoder import Decoder, TransformerBlock
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.protocols.module import ModuleList
def roll_mtp_sequence(
class MTPTransformerBlock(TransformerBlock):
class MTPDecoder(Decoder):
        mtp_layers: list = field(default_factory=list)
def apply_fsdp_to_mtp_decoder(
    reshard_after_forward_policy: str = "default",
    ep_degree: int = 1,
class MTPLoss(BaseLoss):
