from functools import wraps
import torch
import diffusers # pylint: disable=import-error
from diffusers.utils import torch_utils # pylint: disable=import-error, unused-import # noqa: F401
original_fourier_filter = diffusers.utils.torch_utils.fourier_filter
def fourier_filter(x_in, threshold, scale):
class FluxPosEmbed(torch.nn.Module):
def hidream_rope(pos: torch.Tensor, dim: int, theta: int) -> torch.Tensor:
def get_1d_sincos_pos_embed_from_grid(embed_dim, pos, output_type="np"):
def apply_rotary_emb(x, freqs_cis, use_real: bool = True, use_real_unbind_dim: int = -1):
def ipex_diffusers(device_supports_fp64=False):
