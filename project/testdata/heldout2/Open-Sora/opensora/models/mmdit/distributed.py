from functools import partial
from typing import Dict, List, Optional, Tuple, Union
import torch
import torch.distributed as dist
import torch.nn as nn
from colossalai.shardformer.layer import (FusedLinear1D_Col, FusedLinear1D_Row,
from colossalai.shardformer.layer._operation import all_to_all_comm
from colossalai.shardformer.layer.attn import RingComm, _rescale_out_lse
from colossalai.shardformer.layer.utils import is_share_sp_tp
from colossalai.shardformer.policies.base_policy import (
from colossalai.shardformer.shard import ShardConfig
from einops import rearrange
from flash_attn.flash_attn_interface import (_flash_attn_backward,
from liger_kernel.ops.rope import LigerRopeFunction
from torch import Tensor
from opensora.acceleration.checkpoint import auto_grad_checkpoint
from .layers import DoubleStreamBlock, SingleStreamBlock
from .math import apply_rope, attention
from .model import MMDiTModel
class _SplitForwardGatherBackwardVarLen(torch.autograd.Function):
def split_forward_gather_backward_var_len(input_, dim, process_group, splits: List[int]):
class _GatherForwardSplitBackwardVarLen(torch.autograd.Function):
def gather_forward_split_backward_var_len(input_, dim, process_group, splits: List[int]):
def _fa_forward(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, dropout_p: float = 0.0, softmax_scale: Optional[float] = None
def _fa_backward(
    dropout_p: float = 0.0,
class RingAttention(torch.autograd.Function):
def ring_attention(q: Tensor, k: Tensor, v: Tensor, pe: Tensor, sp_group: dist.ProcessGroup) -> Tensor:
class DistributedDoubleStreamBlockProcessor:
class DistributedSingleStreamBlockProcessor:
class _TempSwitchCP(torch.autograd.Function):
def switch_sequence_parallelism(input_, shard_config: ShardConfig, value: bool):
def mmdit_model_forward(
        img, txt = auto_grad_checkpoint(block, img, txt, vec, pe)
        img = auto_grad_checkpoint(block, img, vec, pe)
class MMDiTPolicy(Policy):
