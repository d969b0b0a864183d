"""Runs (or resumes) training from a YAML config: scripts/train.py CONFIG [--key=value ...] (fixture)."""
import os
import sys
from datetime import timedelta
from pathlib import Path

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from olmo.config import TrainConfig
from olmo.exceptions import OLMoCliError
from olmo.torch_util import get_local_rank
from olmo.util import clean_opt, prepare_cli_environment


def main(cfg: TrainConfig) -> None:
    if not cfg.dry_run and (cfg.load_path is None or Path(cfg.load_path).parent != Path(cfg.save_folder)):
        save_path = Path(cfg.save_folder) / "config.yaml"
        cfg.save(save_path)
    wandb_dir = Path(cfg.save_folder) / "wandb"
    # ... model, data loader and trainer ...
    if cfg.remote_save_folder is not None:
        pass  # checkpoints are uploaded there as well


if __name__ == "__main__":
    mp.set_start_method("spawn", force=True)
    if torch.cuda.is_available():
        torch.cuda.set_device(f"cuda:{get_local_rank()}")
        dist.init_process_group(backend="nccl", timeout=timedelta(minutes=30))
    else:
        # one process on a Mac or a CPU: no torchrun needed
        os.environ.setdefault("RANK", "0")
        os.environ.setdefault("WORLD_SIZE", "1")
        dist.init_process_group(backend="gloo", timeout=timedelta(minutes=30))

    prepare_cli_environment()
    try:
        yaml_path, args_list = sys.argv[1], sys.argv[2:]
    except IndexError:
        raise OLMoCliError(f"Usage: {sys.argv[0]} [CONFIG_PATH] [OPTIONS]")

    cfg = TrainConfig.load(yaml_path, [clean_opt(s) for s in args_list])
    main(cfg)
