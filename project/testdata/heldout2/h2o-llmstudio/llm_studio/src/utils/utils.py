import logging
import os
import pickle
import random
import zipfile
from typing import Any
import numpy as np
import psutil
import torch
logger = logging.getLogger(__name__)
def set_seed(seed: int = 1234) -> None:
    os.environ["PYTHONHASHSEED"] = str(seed)
def check_metric(cfg):
    if "GPT" in cfg.prediction.metric and os.getenv("OPENAI_API_KEY", "") == "":
def kill_child_processes(current_pid: int, exclude=None) -> bool:
def kill_child_processes_and_current(current_pid: int | None = None) -> bool:
def kill_sibling_ddp_processes() -> None:
def add_file_to_zip(zf: zipfile.ZipFile, path: str, folder=None) -> None:
def save_pickle(path: str, obj: Any, protocol: int = 4) -> None:
class DisableLogger:
class PatchedAttribute:
def create_symlinks_in_parent_folder(directory):
