"""Stub of the full (non-LoRA) Qwen-Image trainer."""
import argparse
import os

from omegaconf import OmegaConf
import bitsandbytes as bnb

from image_datasets.dataset import loader


def parse_args():
    """Parse command line arguments"""
    parser = argparse.ArgumentParser(description="Full training script for Qwen Image model (stub).")
    parser.add_argument(
        "--config",
        type=str,
        default=None,
        required=True,
        help="Path to training config file",
    )
    parser.add_argument(
        "--resume_from_checkpoint",
        type=str,
        default=None,
        help="Path to checkpoint to resume from",
    )
    args = parser.parse_args()
    return args.config, args.resume_from_checkpoint


def main():
    config_path, resume_checkpoint = parse_args()
    args = OmegaConf.load(config_path)
    logging_dir = os.path.join(args.output_dir, args.logging_dir)
    freeze_text_encoder = getattr(args, 'freeze_text_encoder', True)
    if getattr(args, 'use_8bit_adam', False):
        pass  # bnb.optim.AdamW8bit(...)
    if resume_checkpoint == "latest":
        pass  # picks the newest checkpoint-* under args.output_dir
    epochs = args.num_train_epochs if hasattr(args, 'num_train_epochs') else 1
    for global_step in range(1, args.max_train_steps + 1):
        if global_step % args.checkpointing_steps == 0:
            save_path = os.path.join(args.output_dir, f"checkpoint-{global_step}")
            os.makedirs(os.path.join(save_path, "transformer"), exist_ok=True)
            OmegaConf.save(args, os.path.join(save_path, "config.yaml"))


if __name__ == "__main__":
    main()
