from dataclasses import dataclass
from typing import Literal
import spmd_types as spmd
import torch
import torch.nn.functional as F
from fla.modules.conv.triton.ops import CausalConv1dFunction
from fla.ops.gated_delta_rule import (
from fla.ops.gated_delta_rule.chunk import ChunkGatedDeltaRuleFunction
from fla.ops.gated_delta_rule.fused_recurrent import FusedRecurrentFunction
from torch import nn
from torchtitan.distributed.utils import is_in_batch_invariant_mode
from torchtitan.models.common import Conv1d, Linear
from torchtitan.models.common.attention import VarlenMetadata
from torchtitan.protocols.module import Module
GatedDeltaBackend = Literal["fla_chunked", "fla_fused_recurrent"]
def _causal_conv1d_varlen(
class RMSNormGated(Module):
def _recurrent_gdn_fwd(
def _recurrent_gdn_fwd_fake(
def _chunk_gdn_bwd(
def _chunk_gdn_bwd_fake(
def _recurrent_gdn_setup_context(ctx, inputs, output) -> None:
def _recurrent_gdn_backward(ctx, grad_output):
class GatedDeltaKernel(Module):
class InnerGatedDeltaNet(Module):
class GatedDeltaNet(Module):
            # tensor ensures forward and activation-checkpoint recompute both
