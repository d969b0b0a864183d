import logging
import os
from typing import Any
import numpy as np
import pandas as pd
import torch
from joblib import Parallel, delayed
from numpy.typing import NDArray
from openai import AzureOpenAI, OpenAI
from sacrebleu import BLEU
from torch import nn
from tqdm import tqdm
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.datasets.text_utils import get_texts
from llm_studio.src.utils.logging_utils import TqdmToLogger
logger = logging.getLogger(__name__)
LLM_RETRY_ATTEMPTS = int(os.getenv("LLM_RETRY_ATTEMPTS", 3))
LLM_TIMEOUT = int(os.getenv("LLM_TIMEOUT", 60))
def sacrebleu_score(
def get_openai_client() -> AzureOpenAI | OpenAI:
    if os.getenv("OPENAI_API_TYPE", "open_ai") == "azure":
        endpoint = os.getenv("OPENAI_API_BASE", "https://api.openai.com/v1")
            api_key=os.getenv("OPENAI_API_KEY", ""),
            azure_deployment=os.getenv("OPENAI_API_DEPLOYMENT_ID"),
            api_version=os.getenv("OPENAI_API_VERSION", "2023-05-15"),
            api_key=os.getenv("OPENAI_API_KEY", ""),
            base_url=os.getenv("OPENAI_API_BASE", "https://api.openai.com/v1"),
def call_openai_api(template: str, model: str):
def rate_reply(filled_eval_template: str, model: str):
def gpt_score(
class Perplexity(nn.Module):
def perplexity(cfg: DefaultConfigProblemBase, results: dict, val_df: pd.DataFrame):
class Metrics:
    Maximized or minimized is needed for early stopping (saving best checkpoint)
