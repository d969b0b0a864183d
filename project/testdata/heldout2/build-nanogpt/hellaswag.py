"""HellaSwag evaluation helpers (fixture: names only)."""
import os
import json

import requests
import tiktoken
import torch
from transformers import GPT2LMHeadModel

DATA_CACHE_DIR = os.path.join(os.path.dirname(__file__), "hellaswag")


def render_example(example):
    raise NotImplementedError


def iterate_examples(split):
    raise NotImplementedError
