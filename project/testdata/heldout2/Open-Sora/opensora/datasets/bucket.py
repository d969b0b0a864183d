from collections import OrderedDict
import numpy as np
from opensora.utils.logger import log_message
from .aspect import get_closest_ratio, get_resolution_with_aspect_ratio
from .utils import map_target_fps
class Bucket:
