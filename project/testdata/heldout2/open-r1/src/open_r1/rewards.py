import asyncio
import json
import math
import re
from functools import partial, update_wrapper
from typing import Callable, Dict, Literal, Optional
from latex2sympy2_extended import NormalizationConfig
from math_verify import LatexExtractionConfig, parse, verify
from .utils.code_providers import get_provider
from .utils.competitive_programming import (
from .utils.competitive_programming import patch_code as cf_patch_code
from .utils.competitive_programming import score_submission as cf_score_submission
from .utils.competitive_programming import score_subtask
def accuracy_reward(completions: list[list[dict[str, str]]], solution: list[str], **kwargs) -> list[Optional[float]]:
def format_reward(completions, **kwargs):
def tag_count_reward(completions, **kwargs) -> list[float]:
def reasoning_steps_reward(completions, **kwargs):
def len_reward(completions: list[Dict[str, str]], solution: list[str], **kwargs) -> float:
def get_cosine_scaled_reward(
    min_value_correct: float = 0.5,
    max_value_correct: float = 1.0,
    max_len: int = 1000,
def get_repetition_penalty_reward(ngram_size: int, max_penalty: float, language: str = "en"):
def _init_event_loop():
def ioi_code_reward(completions, test_batch_size: int = 1, provider_type: str = "piston", **kwargs) -> list[float]:
def cf_code_reward(
    test_batch_size: int = 1,
    scoring_mode: Literal["pass_fail", "partial", "weighted_sum"] = "weighted_sum",
def extract_code(completion: str, language: str | None = "python") -> str:
def binary_code_reward(
    num_parallel: int = 2,
    provider_type: str = "e2b",
def code_reward(
    num_parallel: int = 2,
    provider_type: str = "e2b",
def get_code_format_reward(language: str = "python"):
def get_soft_overlong_punishment(max_completion_len, soft_punish_cache):
def get_reward_funcs(script_args) -> list[Callable]:
