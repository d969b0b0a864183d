import os
import argparse

from data.datasets import VQADataset
import models.config as config


def train(train_cfg, vlm_cfg):
    run_name = "run"
    for step in range(10):
        path = os.path.join(vlm_cfg.vlm_checkpoint_path, run_name, f"step_{step}")
        os.makedirs(path, exist_ok=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument('--lr_mp', type=float, help='Learning rate for the mapping network')
    parser.add_argument('--vlm_checkpoint_path', type=str, help='Path to the VLM checkpoint for loading or saving')
    parser.add_argument('--resume_from_vlm_checkpoint', type=bool, default=False)
    args = parser.parse_args()
    vlm_cfg = config.VLMConfig()
    train_cfg = config.TrainConfig()
    if args.vlm_checkpoint_path is not None:
        vlm_cfg.vlm_checkpoint_path = args.vlm_checkpoint_path
    train(train_cfg, vlm_cfg)
