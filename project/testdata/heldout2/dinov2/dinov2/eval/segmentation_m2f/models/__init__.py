from .backbones import *  # noqa: F403
from .builder import MASK_ASSIGNERS, MATCH_COST, TRANSFORMER, build_assigner, build_match_cost
from .decode_heads import *  # noqa: F403
from .losses import *  # noqa: F403
from .plugins import *  # noqa: F403
from .segmentors import *  # noqa: F403
