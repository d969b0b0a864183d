from __future__ import annotations
import os
from pathlib import Path
from typing import List, Optional, Union
from tokenizers import Tokenizer as BaseTokenizer
from olmo_data import get_data_path, is_data_file
from .aliases import PathOrStr
from .config import ModelConfig, TokenizerConfig, TrainConfig, TruncationDirection
from .exceptions import OLMoConfigurationError
__all__ = ["Tokenizer"]
class Tokenizer:
    def from_checkpoint(cls, checkpoint_dir: PathOrStr) -> Tokenizer:
        Load a tokenizer from a checkpoint.
        config_path = cached_path(os.path.join(checkpoint_dir, "config.yaml"))
