from functools import partial
from typing import Any
import bitsandbytes as bnb
from torch import optim
class Optimizers:
