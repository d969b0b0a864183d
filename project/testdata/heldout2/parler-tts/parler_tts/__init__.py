__version__ = "0.2.2"
from transformers import AutoConfig, AutoModel
from .configuration_parler_tts import ParlerTTSConfig, ParlerTTSDecoderConfig
from .dac_wrapper import DACConfig, DACModel
from .modeling_parler_tts import (
from .streamer import ParlerTTSStreamer
from importlib.metadata import version
from packaging.version import Version
