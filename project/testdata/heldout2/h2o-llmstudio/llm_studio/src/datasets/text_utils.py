import codecs
import json
import logging
import os
from pandas import DataFrame
from transformers import AutoTokenizer
from llm_studio.python_configs.base import DefaultConfigProblemBase
logger = logging.getLogger(__name__)
def get_texts(df: DataFrame, cfg: DefaultConfigProblemBase):
def get_tokenizer(cfg: DefaultConfigProblemBase):
        token=os.getenv("HF_TOKEN"),
def set_stop_token_ids(cfg, tokenizer):
