from datetime import timedelta
import logging
import math
import sys
import time
from lingua.distributed import get_global_rank, get_is_slurm_job
class LogFormatter(logging.Formatter):
def set_root_log_level(log_level: str):
def init_logger(
    level: str = "NOTSET",
