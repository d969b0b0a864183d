import os
from pathlib import Path
from typing import Optional, cast
import torch
from datasets.download.streaming_download_manager import xPath
from torch import nn
from torch.optim.lr_scheduler import LambdaLR
from nanotron import distributed as dist
from nanotron import logging
from nanotron import optim as optim
from nanotron.config import Config
from nanotron.distributed import get_global_rank
from nanotron.logging import log_rank
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.s3_checkpoints import S3Mover, check_path_is_local, fs_open
from nanotron.sanity_checks import (
from nanotron.serialize.metadata import TrainingMetadata, save_meta
from nanotron.serialize.optimizer import (
from nanotron.serialize.weights import save_weights
logger = logging.get_logger(__name__)
def save(
            f"Error while saving weights checkpoint: {e}",
            f"Error while saving optimizer checkpoint: {e}",
            f"Error while saving lr_scheduler checkpoint: {e}",
def parse_ckpt_path(config: Config, parallel_context: ParallelContext) -> Optional[Path]:
    """Parse checkpoint path from config and download checkpoint from S3 if needed.
        Path to checkpoint or None if no checkpoint.
    load_from_candidate = config.checkpoints.resume_checkpoint_path
            latest_meta_path: xPath = config.checkpoints.resume_checkpoint_path / "latest.txt"
                with fs_open(config.checkpoints.resume_checkpoint_path / "latest.txt", mode="r") as fi:
                checkpoint_path = config.checkpoints.resume_checkpoint_path / str(load_from_candidate)
            elif (config.checkpoints.resume_checkpoint_path / "model_config.json").exists():
                # we assume that the checkpoint path is a path to a checkpoint
                checkpoint_path = config.checkpoints.resume_checkpoint_path
                    f"No previous checkpoint found in: {latest_meta_path}",
                f"Loading checkpoint from {checkpoint_path}",
            latest_meta_path = config.checkpoints.resume_checkpoint_path / "latest.txt"
                # if latest.txt exists, we assume that the checkpoint path is a path to a folder containing the checkpoint
                s3_path = config.checkpoints.resume_checkpoint_path / str(latest_iteration)  # load_path
