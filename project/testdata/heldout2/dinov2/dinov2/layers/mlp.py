from typing import Callable, Optional
from torch import Tensor, nn
class Mlp(nn.Module):
