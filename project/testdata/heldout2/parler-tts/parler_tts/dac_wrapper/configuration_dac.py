from transformers import PretrainedConfig
from importlib.metadata import version
from packaging.version import Version
class DACConfig(PretrainedConfig):
