from enum import Enum, auto
class DTypes(Enum):
