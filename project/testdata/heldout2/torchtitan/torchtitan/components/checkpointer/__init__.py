from .base import (
from .dcp import AsyncMode, CheckpointManager
__all__ = [
