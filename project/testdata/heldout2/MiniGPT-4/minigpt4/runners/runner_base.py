import datetime
import json
import logging
import os
import time
from pathlib import Path
import torch
import torch.distributed as dist
import webdataset as wds
from minigpt4.common.dist_utils import (
from minigpt4.common.registry import registry
from minigpt4.common.utils import is_url
from minigpt4.datasets.data_utils import concat_datasets, reorg_datasets_by_split, ChainDataset
from minigpt4.datasets.datasets.dataloader_utils import (
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, DistributedSampler
class RunnerBase:
        self.setup_output_dir()
    def setup_output_dir(self):
        output_dir = lib_root / self.config.run_cfg.output_dir / self.job_id
        # output_dir = lib_root / self.config.run_cfg.output_dir
        result_dir = output_dir / "result"
        output_dir.mkdir(parents=True, exist_ok=True)
        registry.register_path("output_dir", str(output_dir))
        self.output_dir = output_dir
        # resume from checkpoint if specified
            self._load_checkpoint(self.resume_ckpt_path)
                                self._save_checkpoint(cur_epoch, is_best=True)
                # if no validation split is provided, we just save the checkpoint at the end of each epoch.
                    self._save_checkpoint(cur_epoch, is_best=False)
            skip_reload_best (bool): whether to skip reloading the best checkpoint.
                During training, we will reload the best checkpoint for validation.
                During testing, we will use provided weights and skip reloading the best checkpoint .
    def _save_checkpoint(self, cur_epoch, is_best=False):
        Save the checkpoint at the current epoch.
            self.output_dir,
            "checkpoint_{}.pth".format("best" if is_best else cur_epoch),
        logging.info("Saving checkpoint at epoch {} to {}.".format(cur_epoch, save_to))
        Load the best checkpoint for evaluation.
        checkpoint_path = os.path.join(self.output_dir, "checkpoint_best.pth")
        logging.info("Loading checkpoint from {}.".format(checkpoint_path))
        checkpoint = torch.load(checkpoint_path, map_location="cpu")
            model.load_state_dict(checkpoint["model"])
                Key mismatch when loading checkpoint. This is expected if only part of the model is saved.
            model.load_state_dict(checkpoint["model"], strict=False)
    def _load_checkpoint(self, url_or_filename):
        Resume from a checkpoint.
            checkpoint = torch.load(cached_file, map_location=self.device)
            checkpoint = torch.load(url_or_filename, map_location=self.device)
            raise RuntimeError("checkpoint url or path is invalid")
        state_dict = checkpoint["model"]
        self.optimizer.load_state_dict(checkpoint["optimizer"])
        if self.scaler and "scaler" in checkpoint:
            self.scaler.load_state_dict(checkpoint["scaler"])
        self.start_epoch = checkpoint["epoch"] + 1
        print("resume the checkpoint")
        logging.info("Resume checkpoint from {}".format(url_or_filename))
            with open(os.path.join(self.output_dir, "log.txt"), "a") as f:
        with open(os.path.join(self.output_dir, "log.txt"), "a") as f:
