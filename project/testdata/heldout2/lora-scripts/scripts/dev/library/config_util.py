import argparse
from dataclasses import (
import functools
import random
from textwrap import dedent, indent
import json
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple, Union
import toml
import voluptuous
from voluptuous import (
from transformers import CLIPTokenizer
from . import train_util
from .train_util import (
from .utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def add_config_arguments(parser: argparse.ArgumentParser):
    parser.add_argument(
@dataclass
class BaseSubsetParams:
    num_repeats: int = 1
    keep_tokens: int = 0
    caption_dropout_rate: float = 0.0
    caption_dropout_every_n_epochs: int = 0
    caption_tag_dropout_rate: float = 0.0
    token_warmup_min: int = 1
    token_warmup_step: float = 0
    validation_seed: int = 0
    validation_split: float = 0.0
@dataclass
class DreamBoothSubsetParams(BaseSubsetParams):
    caption_extension: str = ".caption"
@dataclass
class FineTuningSubsetParams(BaseSubsetParams):
@dataclass
class ControlNetSubsetParams(BaseSubsetParams):
    caption_extension: str = ".caption"
@dataclass
class BaseDatasetParams:
