import os
os.environ["BITSANDBYTES_NOWELCOME"] = "1"
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
import warnings
from autotrain.logging import Logger
logger = Logger().get_logger()
__version__ = "0.8.37.dev0"
def is_colab():
def is_unsloth_available():
