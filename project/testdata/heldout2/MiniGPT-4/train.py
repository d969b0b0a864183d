"""Trains MiniGPT-4 / MiniGPT-v2 from a YAML config (fixture: the real argument handling)."""
import argparse
import os
import random

import numpy as np
import torch
import torch.backends.cudnn as cudnn

from minigpt4.common.config import Config
from minigpt4.common.dist_utils import get_rank, init_distributed_mode
import minigpt4.tasks as tasks


def parse_args():
    parser = argparse.ArgumentParser(description="Training")
    parser.add_argument("--cfg-path", required=True, help="path to configuration file.")
    parser.add_argument(
        "--options",
        nargs="+",
        help="key=value pairs merged over the config file (old name of --cfg-options).",
    )
    args = parser.parse_args()
    return args


def main():
    cfg = Config(parse_args())
    init_distributed_mode(cfg.run_cfg)
    seed = cfg.run_cfg.seed + get_rank()
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    task = tasks.setup_task(cfg)
    # ... datasets, model, runner; the runner writes to run.output_dir ...


if __name__ == "__main__":
    main()
