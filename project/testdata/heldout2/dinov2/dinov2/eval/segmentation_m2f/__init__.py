from .core import *  # noqa: F403
from .models import *  # noqa: F403
from .ops import *  # noqa: F403
