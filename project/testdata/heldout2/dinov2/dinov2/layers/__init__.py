from .dino_head import DINOHead
from .layer_scale import LayerScale
from .mlp import Mlp
from .patch_embed import PatchEmbed
from .swiglu_ffn import SwiGLUFFN, SwiGLUFFNFused, SwiGLUFFNAligned
from .block import NestedTensorBlock, CausalAttentionBlock
from .attention import Attention, MemEffAttention
