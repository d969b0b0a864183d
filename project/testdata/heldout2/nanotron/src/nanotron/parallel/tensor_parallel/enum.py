from enum import Enum, auto
class TensorParallelLinearMode(Enum):
