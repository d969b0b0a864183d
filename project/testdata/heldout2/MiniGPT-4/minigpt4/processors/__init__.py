from minigpt4.processors.base_processor import BaseProcessor
from minigpt4.processors.blip_processors import (
from minigpt4.common.registry import registry
__all__ = [
def load_processor(name, cfg=None):
