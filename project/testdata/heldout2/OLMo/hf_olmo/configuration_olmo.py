from transformers import AutoConfig, PretrainedConfig
from transformers.utils import logging
from olmo.config import ModelConfig
from olmo.exceptions import OLMoConfigurationError
logger = logging.get_logger(__name__)
class OLMoConfig(PretrainedConfig):
