import os
import time
from collections import namedtuple
from dataclasses import dataclass
from datetime import datetime
from typing import Any
import torch
from torch.utils.tensorboard import SummaryWriter
from torchtitan.components.optimizer import OptimizersContainer
from torchtitan.config import Configurable
from torchtitan.distributed import ParallelDims
from torchtitan.tools import utils
from torchtitan.tools.logging import logger
from torchtitan.tools.utils import Color, device_module, device_type, NoColor
DeviceMemStats = namedtuple(
class DeviceMemoryMonitor:
def build_device_memory_monitor():
class BaseLogger:
class TensorBoardLogger(BaseLogger):
    def __init__(self, log_dir: str, tag: str | None = None):
        self.writer = SummaryWriter(log_dir, max_queue=1000)
        logger.info(f"TensorBoard logging enabled. Logs will be saved at {log_dir}")
class WandBLogger(BaseLogger):
        log_dir: str,
        os.makedirs(log_dir, exist_ok=True)
            entity=os.getenv("WANDB_TEAM", None),
            project=os.getenv("WANDB_PROJECT", "torchtitan"),
            name=os.getenv("WANDB_RUN_NAME", None),
            id=os.getenv("WANDB_RUN_ID", None),
            notes=os.getenv("WANDB_RUN_NOTES", None),
            tags=os.getenv("WANDB_RUN_TAGS", None),
            group=os.getenv("WANDB_RUN_GROUP", None),
            job_type=os.getenv("WANDB_RUN_JOB_TYPE", None),
            resume_from=os.getenv("WANDB_RESUME_FROM", None),
            fork_from=os.getenv("WANDB_FORK_FROM", None),
            dir=log_dir,
class LoggerContainer(BaseLogger):
def ensure_pp_loss_visible(
    env_logged_ranks = os.environ.get("LOG_RANK", "").split(",")
def _get_metrics_rank(
class MetricsProcessor(Configurable):
        dump_folder (str): Base folder for log output.
        dump_folder: str = "./outputs",
            dump_folder=dump_folder,
        dump_folder: str,
        base_log_dir = os.path.join(
            dump_folder,
            base_log_dir = os.path.join(
                base_log_dir,
            base_log_dir = os.path.join(
                base_log_dir, f"rank_{torch.distributed.get_rank()}"
                    base_log_dir, config_dict=config_dict, tag=tag
            tensorboard_logger = TensorBoardLogger(base_log_dir, tag)
