import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Optional, Tuple
import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp
from torch.distributed.checkpoint import FileSystemReader
import torch.nn as nn
from omegaconf import OmegaConf
from torch.distributed._tensor import DeviceMesh
from torch.distributed.checkpoint.state_dict import (
from torch.distributed.checkpoint.format_utils import (
import torch.optim.optimizer
from lingua.distributed import get_is_master
logger = logging.getLogger("CHECKPOINT")
FOLDER_NAME = "{:010d}"
RE_FOLDER = r"\d{10}"
RE_CKPT = r"__\d_\d\.distcp"
CONSOLIDATE_FOLDER = "consolidated"
CONSOLIDATE_NAME = "consolidated.pth"
CONFIG_NAME = "params.json"
TRAIN_STATE_NAME = "train_state_{:05d}.json"
RE_DIGITS = re.compile(r"\d+")
@dataclass
class SaveEvery:
    every: int = 1000
    keep: int = 0
@dataclass
class CheckpointArgs:
    dump: SaveEvery = field(default_factory=SaveEvery)
    eval: SaveEvery = field(default_factory=SaveEvery)
def _get_key_step(name: str):
def consolidate_checkpoints(ckpt_dir: str):
    Consolidates all FSDP checkpoints in a directory to a single file
    Consolidate checkpoint is saved in a subdirectory of ckpt_dir
        ckpt_dir: str - path to the directory containing the checkpoints
    Returns the path to the consolidated checkpoint
def load_from_checkpoint(ckpt_dir: str, model: nn.Module, optimizer: Optional[torch.optim.Optimizer] = None, model_key: str = "model", optim_key: str = "optim"):
        raise ValueError(f"Please convert the checkpoint distcp format using `torch.distributed.checkpoint.format_utils.torch_save_to_dcp` before loading it")
    dcp.load(state_dict, checkpoint_id=ckpt_dir)
class CheckpointManager:
        logger.info("Cleaning up checkpoints...")
        dump_folders = []
                dump_folders.append(p)
        logger.info(f"Dump folders: {dump_folders}")
            dump_folders = dump_folders[-self.dump_every.keep :]
        folder_to_keep = set(other_folders + dump_folders + eval_folders)
        curr_save_dir = self._create_folder(path, FOLDER_NAME.format(train_state.step))
        logger.info(f"Saving to: {str(curr_save_dir)}")
        dcp.save(state_dict, checkpoint_id=curr_save_dir)
            with open(curr_save_dir / CONFIG_NAME, "w") as f:
                f"Saving train state to: {str(curr_save_dir / train_state_name)}"
            with open(curr_save_dir / train_state_name, "w") as f:
        self.existing_saves.append(curr_save_dir)
            # If no checkpoints exist do nothing
        dcp.load(state_dict, checkpoint_id=path)
