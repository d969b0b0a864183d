from .lr_scheduler import LRSchedulersContainer
from .optimizer import (
__all__ = [
