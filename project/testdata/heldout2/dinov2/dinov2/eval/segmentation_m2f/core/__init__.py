from mmseg.core.evaluation import *  # noqa: F403
from mmseg.core.seg import *  # noqa: F403
from .anchor import *  # noqa: F403
from .box import *  # noqa: F403
from .utils import *  # noqa: F403
