from torchtitan.config import Configurable
from .model import BaseModel
from .model_spec import ModelSpec
from .module import Module
from .state_dict_adapter import BaseStateDictAdapter, StateDictAdapter
__all__ = [
