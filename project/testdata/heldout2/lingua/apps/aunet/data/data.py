import contextlib
from copy import deepcopy
from functools import partial
import json
from dataclasses import dataclass, field
from multiprocessing import Process, Queue, Event
from queue import Full, Empty
from multiprocessing.synchronize import Event as EventClass
import os
from pathlib import Path
from queue import Full
from typing import Dict, Any, Iterator, Optional, TypedDict
from lingua.tokenizer import build_tokenizer, TokenizerArgs
from apps.aunet.data.regex_cutting import RegexPool, RegexArgs, map_codepoint_to_byte
import numpy as np
import logging
logger = logging.getLogger()
TRAIN_DATA_FILE_PATTERN = "*.chunk.*.jsonl"
class JSONLState(TypedDict):
class MultiChoiceState(TypedDict):
class TokenizerState(TypedDict):
class PackTokensState(TypedDict):
class PrefetchState(TypedDict):
def read_jsonl(
def loop_on_jsonl(
def tokenize(
def choose_source(
def get_empty_buffer_state(
def pack_tokens(
def batch_and_shuffle_prefetched_sequences(
def find_and_sanitize_chunks(dataset_path: str, world_size: int, file_pattern: str = TRAIN_DATA_FILE_PATTERN):
def distribute_data_to_rank(dataset_path: str, rank: int, world_size: int, file_pattern: str):
def init_choice_state(
def init_state(
def setup_sources(multi_state):
def build_dataloader(
def feed_buffer(queue: Queue, stop_event: EventClass, iterator_builder):
def consume_buffer(producer: Process, queue: Queue):
def async_iterator(buffer_size: int, iterator_builder):
@dataclass
