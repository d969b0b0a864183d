import gc
import math
import os
import subprocess
import warnings
from contextlib import nullcontext
from copy import deepcopy
from pprint import pformat
import torch
import torch.distributed as dist
import torch.nn.functional as F
import wandb
from colossalai.booster import Booster
from colossalai.utils import set_seed
from peft import LoraConfig
from tqdm import tqdm
from opensora.acceleration.checkpoint import (
    set_grad_checkpoint,
from opensora.acceleration.parallel_states import get_data_parallel_group
from opensora.datasets.aspect import bucket_to_shapes
from opensora.datasets.dataloader import prepare_dataloader
from opensora.datasets.pin_memory_cache import PinMemoryCache
from opensora.models.mmdit.distributed import MMDiTPolicy
from opensora.registry import DATASETS, MODELS, build_module
from opensora.utils.ckpt import (
    rm_checkpoints,
from opensora.utils.config import (
from opensora.utils.logger import create_logger
from opensora.utils.misc import (
from opensora.utils.optimizer import create_lr_scheduler, create_optimizer
from opensora.utils.sampling import (
from opensora.utils.train import (
torch.backends.cudnn.benchmark = False  # True leads to slow down in conv3d
def main():
    checkpoint_io = CheckpointIO()
    if cfg.get("grad_checkpoint", True):
        set_grad_checkpoint(model)
            pretrained_dir=cfg.get("lora_checkpoint", None),
        logger.info("Loading checkpoint from %s", cfg.load)
        ret = checkpoint_io.load(
        logger.info("Loaded checkpoint %s at epoch %s step %s", cfg.load, ret[0], ret[1])
                booster.checkpoint_io.synchronize()
                # == checkpoint saving ==
                with nsys.range("checkpoint"), timers["checkpoint"]:
                        save_dir = checkpoint_io.save(
                            os.system(f"chgrp -R share {save_dir}")
                            "Saved checkpoint at epoch %s, step %s, global_step %s to %s",
                            save_dir,
                        # remove old checkpoints
                        rm_checkpoints(exp_dir, keep_n_latest=cfg.get("keep_n_latest", -1))
                        logger.info("Removed old checkpoints and kept %s latest ones.", cfg.get("keep_n_latest", -1))
                # uncomment below 3 lines to benchmark checkpoint
                #     booster.checkpoint_io._sync_io()
                #     checkpoint_io._sync_io()
if __name__ == "__main__":
