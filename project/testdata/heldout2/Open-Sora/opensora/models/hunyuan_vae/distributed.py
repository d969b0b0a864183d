from typing import List, Optional, Tuple
import torch
import torch.distributed as dist
from colossalai.shardformer.layer._operation import gather_forward_split_backward, split_forward_gather_backward
from colossalai.shardformer.layer.attn import RingComm, _rescale_out_lse
from colossalai.shardformer.layer.utils import SeqParallelUtils
from diffusers.models.attention_processor import Attention
from opensora.models.vae.tensor_parallel import Conv3dTPRow
from opensora.models.vae.utils import get_conv3d_n_chunks
from .unet_causal_3d_blocks import UpsampleCausal3D
SEQ_ALIGN = 32
SEQ_LIMIT = 16 * 1024
def align_atten_bias(attn_bias):
def _attn_fwd(
def _attn_bwd(
class MemEfficientRingAttention(torch.autograd.Function):
class MemEfficientRingAttnProcessor:
class ContextParallelAttention:
def _context_chunk_attn_fwd(
def _context_chunk_attn_bwd(
def prepare_parallel_causal_attention_mask(
def prepare_parallel_attention_mask(
class TPUpDecoderBlockCausal3D(UpsampleCausal3D):
