"""Trains the video diffusion model: torchrun ... scripts/diffusion/train.py CONFIG [--key value ...] (fixture)."""
import os

import torch
import torch.distributed as dist

from opensora.utils.config import parse_configs


def main():
    # config file first, then command-line overrides such as --dataset.data-path
    cfg = parse_configs()
    dist.init_process_group(backend="nccl")
    exp_dir = os.path.join(
        cfg.get("outputs", "./outputs"),
        cfg.get("exp_name", "experiment"),
    )
    os.makedirs(exp_dir, exist_ok=True)
    # ... the dataset from cfg.dataset.data_path, the model, the loop;
    # a checkpoint every cfg.ckpt_every steps under exp_dir ...


if __name__ == "__main__":
    main()
