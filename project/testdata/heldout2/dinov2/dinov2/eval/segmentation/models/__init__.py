from .backbones import *  # noqa: F403
from .decode_heads import *  # noqa: F403
