import logging
from typing import Any
import pandas as pd
import torch
import llm_studio.src.datasets.text_causal_language_modeling_ds as text_causal_language_modeling_ds  # noqa: E501
from llm_studio.src.datasets.conversation_chain_handler import ConversationChainHandler
from llm_studio.src.utils.utils import PatchedAttribute
logger = logging.getLogger(__name__)
class CustomDataset(text_causal_language_modeling_ds.CustomDataset):
