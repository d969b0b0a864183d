import threading
from typing import Dict, List, Optional
import torch
class PinMemoryCache:
    min_cache_numel: int = 0
