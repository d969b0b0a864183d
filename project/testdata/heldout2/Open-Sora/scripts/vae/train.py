import gc
import os
import random
import subprocess
import warnings
from contextlib import nullcontext
from copy import deepcopy
from pprint import pformat
import torch
import torch.distributed as dist
from colossalai.booster import Booster
from colossalai.utils import set_seed
from torch.profiler import ProfilerActivity, profile, schedule
from tqdm import tqdm
import wandb
from opensora.acceleration.checkpoint import set_grad_checkpoint
from opensora.acceleration.parallel_states import get_data_parallel_group
from opensora.datasets.dataloader import prepare_dataloader
from opensora.datasets.pin_memory_cache import PinMemoryCache
from opensora.models.vae.losses import DiscriminatorLoss, GeneratorLoss, VAELoss
from opensora.registry import DATASETS, MODELS, build_module
from opensora.utils.ckpt import CheckpointIO, model_sharding, record_model_param_shape, rm_checkpoints
from opensora.utils.config import config_to_name, create_experiment_workspace, parse_configs
from opensora.utils.logger import create_logger
from opensora.utils.misc import (
from opensora.utils.optimizer import create_lr_scheduler, create_optimizer
from opensora.utils.train import create_colossalai_plugin, set_lr, set_warmup_steps, setup_device, update_ema
torch.backends.cudnn.benchmark = True
WAIT = 1
WARMUP = 10
ACTIVE = 20
my_schedule = schedule(
def main():
    checkpoint_io = CheckpointIO()
    if cfg.get("grad_checkpoint", False):
        set_grad_checkpoint(model)
        logger.info("Loading checkpoint from %s", cfg.load)
        ret = checkpoint_io.load(
        logger.info("Loaded checkpoint %s at epoch %s step %s", cfg.load, start_epoch, start_step)
                        # == checkpoint saving ==
                            save_dir = checkpoint_io.save(
                                os.system(f"chgrp -R share {save_dir}")
                                booster.save_model(discriminator, os.path.join(save_dir, "discriminator"), shard=True)
                                    os.path.join(save_dir, "disc_optimizer"),
                                        disc_lr_scheduler, os.path.join(save_dir, "disc_lr_scheduler")
                                "Saved checkpoint at epoch %s, step %s, global_step %s to %s",
                                save_dir,
                            # remove old checkpoints
                            rm_checkpoints(exp_dir, keep_n_latest=cfg.get("keep_n_latest", -1))
                                "Removed old checkpoints and kept %s latest ones.", cfg.get("keep_n_latest", -1)
if __name__ == "__main__":
