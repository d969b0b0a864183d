import torch
from torch import nn
from typing import Dict, List, Any
class LogMixin:
class LoggingCollectorMixin:
