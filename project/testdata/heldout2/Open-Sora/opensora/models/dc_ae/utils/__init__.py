from .init import *
from .list import *
