import math
import os
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Dict, List, Optional, Union
from library import utils
from library.device_utils import clean_memory_on_device, init_ipex
import torch
from einops import rearrange
from torch import Tensor, nn
from torch.utils.checkpoint import checkpoint
from library import custom_offloading_utils
@dataclass
class FluxParams:
@dataclass
class AutoEncoderParams:
def swish(x: Tensor) -> Tensor:
class AttnBlock(nn.Module):
class ResnetBlock(nn.Module):
class Downsample(nn.Module):
class Upsample(nn.Module):
class Encoder(nn.Module):
class Decoder(nn.Module):
class DiagonalGaussian(nn.Module):
class AutoEncoder(nn.Module):
@dataclass
class ModelSpec:
configs = {
        ckpt_path=None,  # os.getenv("FLUX_DEV"),
        ae_path=None,  # os.getenv("AE"),
        ckpt_path=None,  # os.getenv("FLUX_SCHNELL"),
        ae_path=None,  # os.getenv("AE"),
def attention(q: Tensor, k: Tensor, v: Tensor, pe: Tensor, attn_mask: Optional[Tensor] = None) -> Tensor:
def rope(pos: Tensor, dim: int, theta: int) -> Tensor:
def apply_rope(xq: Tensor, xk: Tensor, freqs_cis: Tensor) -> tuple[Tensor, Tensor]:
# for cpu_offload_checkpointing
def to_cuda(x):
def to_cpu(x):
class EmbedND(nn.Module):
