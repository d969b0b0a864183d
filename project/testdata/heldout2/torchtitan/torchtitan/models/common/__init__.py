from .attention import (
from .decoder import Decoder, TransformerBlock
from .embedding import Embedding
from .feed_forward import compute_ffn_hidden_dim, FeedForward, SigmoidGatedFeedForward
from .linear import Linear, ScaledBiasRowwiseLinear
from .moe import MoE
from .nn_modules import (
from .rope import ComplexRoPE, CosSinRoPE, RoPE
__all__ = [
