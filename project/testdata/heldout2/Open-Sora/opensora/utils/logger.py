import logging
import os
import torch.distributed as dist
def is_distributed() -> bool:
    return os.environ.get("WORLD_SIZE", None) is not None
def is_main_process() -> bool:
def get_world_size() -> int:
def create_logger(logging_dir: str = None) -> logging.Logger:
def log_message(*args, level: str = "info"):
