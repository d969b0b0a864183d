import codecs
import collections.abc
import logging
from typing import Any
import numpy as np
import pandas as pd
import torch
from torch.utils.data import Dataset
from llm_studio.src.datasets.conversation_chain_handler import ConversationChainHandler
from llm_studio.src.datasets.text_utils import get_tokenizer
logger = logging.getLogger(__name__)
class CustomDataset(Dataset):
