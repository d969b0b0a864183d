import logging
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Dict, List, Optional
from collections import deque
import numpy as np
import regex as re
logger = logging.getLogger(__name__)
def utf8_byte_length(c):
def get_utf8_byte_length(first_byte_int):
def shrink_to_valid_bytes(byte_tokens: List[int]):
def map_codepoint_to_byte(text):
WORD_PUNCT_RE = (r'( ?\p{L}{1,16})|\p{N}{1,3}| ?([^\s\p{L}\p{N}]){1,3}+[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+', None)
NWORD_PUNCT_RE = (r'\p{{N}}{{1,3}}|(?:[^\s\p{{L}}\p{{N}}]{{1,3}}[\r\n]*)|\s*[\r\n]', r'(\S+?\s){{{gs}}}')
PUNCT_RE = (r'\d{1,3}(?=(\d{3})+(?!\d))|\d{1,3}(?=\D|$)|([^\s\p{L}\p{N}]){1,3}+[\r\n]*|\s*[\r\n]', None)
@dataclass
class RegexArgs:
    strategy: Dict[str, str] = field(default_factory=dict)
class RegexPool:
