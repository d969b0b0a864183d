from abc import abstractmethod
from dataclasses import dataclass
from torchtitan.config import Configurable
from .module import Module
class ModelConfigConverter(Configurable):
class BaseModel(Module):
