from torchtitan.distributed.minimal_async_ep.api import (
__all__ = [
