import logging
from typing import Any
import numpy as np
import pandas as pd
from llm_studio.src.datasets.text_causal_language_modeling_ds import (
from llm_studio.src.utils.exceptions import LLMDataException
logger = logging.getLogger(__name__)
class CustomDataset(TextCausalLanguageModelingCustomDataset):
