import asyncio
import gc
import logging
import os
import threading
from collections.abc import Callable
from typing import Any
import numpy as np
import torch
from h2o_wave import Q, ui
from transformers import AutoTokenizer, TextStreamer
from llm_studio.app_utils.utils import parse_ui_elements
from llm_studio.src.models.text_causal_language_modeling_model import Model
from llm_studio.src.utils.modeling_utils import (
logger = logging.getLogger(__name__)
USER = True
BOT = False
class WaveChatStreamer(TextStreamer):
def generate(model: Model, inputs: dict, cfg: Any, streamer: TextStreamer = None):
            os.environ[EnvVariableStoppingCriteria.stop_streaming_env] = "True"
            if EnvVariableStoppingCriteria.stop_streaming_env in os.environ:
                del os.environ[EnvVariableStoppingCriteria.stop_streaming_env]
