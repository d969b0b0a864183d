from transformers import AutoConfig, logging
from transformers.configuration_utils import PretrainedConfig
from importlib.metadata import version
from packaging.version import Version
use_dac_on_the_hub = Version(version("transformers")) > Version("4.44.2dev")
logger = logging.get_logger(__name__)
PARLER_TTS_PRETRAINED_CONFIG_ARCHIVE_MAP = {
class ParlerTTSDecoderConfig(PretrainedConfig):
            converting a multi-head checkpoint to a GQA checkpoint, each group key and value head should be constructed
class ParlerTTSConfig(PretrainedConfig):
