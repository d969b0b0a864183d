import collections
import contextlib
from torch import nn
class Store(collections.defaultdict):
class AttachableStore:
def attach_store(model: nn.Module, store: Store):
