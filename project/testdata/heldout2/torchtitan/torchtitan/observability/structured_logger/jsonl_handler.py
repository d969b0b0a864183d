import datetime as dt
import itertools
import json
import logging
import os
import random
import socket
import string
import threading
from timeit import default_timer as timer
from typing import Any
from torchtitan.observability.structured_logger.step_state import (
from torchtitan.observability.structured_logger.structured_logging import (
class TraceJsonlFormatter(logging.Formatter):
        self._local_rank = int(os.environ.get("LOCAL_RANK", 0))
class TraceJsonlHandler(logging.FileHandler):
        {output_dir}/structured_logs/{source}.global_rank_{rank}.{timestamp}-{random}.jsonl
    def __init__(self, rank: int, source: str, output_dir: str):
        filepath = os.path.join(output_dir, "structured_logs", filename)
def register_jsonl_handler(
    output_dir: str,
    handler = TraceJsonlHandler(rank=rank, source=source, output_dir=output_dir)
