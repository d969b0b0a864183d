import contextlib
import spmd_types as spmd
import torch
from torchtitan.distributed.spmd_types import spmd_mesh_size
from torchtitan.distributed.utils import get_spmd_backend
def multimodal_context() -> contextlib.AbstractContextManager[None]:
def get_vision_positions(
def scatter_vision_embeds(
