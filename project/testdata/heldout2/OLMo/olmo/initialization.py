from typing import Optional, Union
import torch.nn as nn
__all__ = ["init_normal"]
def init_normal(
