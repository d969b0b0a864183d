import json
import os
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any
from tokenizers import AddedToken, Tokenizer
from torchtitan.config import Configurable
from torchtitan.tools.logging import logger
class BaseTokenizer(ABC, Configurable):
class HuggingFaceTokenizer(BaseTokenizer):
class MultiModalTokenizer(HuggingFaceTokenizer):
