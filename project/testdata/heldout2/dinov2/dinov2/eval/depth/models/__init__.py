from .backbones import *  # noqa: F403
from .builder import BACKBONES, DEPTHER, HEADS, LOSSES, build_backbone, build_depther, build_head, build_loss
from .decode_heads import *  # noqa: F403
from .depther import *  # noqa: F403
from .losses import *  # noqa: F403
