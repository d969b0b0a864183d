import sys
from dataclasses import dataclass
from loguru import logger
IS_ACCELERATE_AVAILABLE = False
@dataclass
class Logger:
