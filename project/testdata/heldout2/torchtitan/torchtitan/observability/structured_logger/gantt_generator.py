import heapq
import json
import os
from collections import defaultdict
from glob import glob
from typing import Any
from torchtitan.observability.structured_logger.structured_logging import LogType
from torchtitan.tools.logging import logger
def generate_gantt_trace(log_dir: str, output_path: str) -> dict:
        log_dir: Directory containing per-rank ``*.jsonl`` trace files.
    records = load_all_records(log_dir)
        logger.info(f"No records found in {log_dir}")
def _assign_tids_per_source(
def _resolve_instant_tid(
def load_all_records(log_dir: str) -> list[dict]:
        log_dir: Directory containing ``*.jsonl`` files (one per rank).
    for path in sorted(glob(os.path.join(log_dir, "*.jsonl"))):
def _collect_paired_and_instants(
def _emit_chrome_events(
