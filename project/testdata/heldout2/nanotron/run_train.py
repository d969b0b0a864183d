"""
Trains a model with nanotron (fixture).

Usage:
CUDA_DEVICE_MAX_CONNECTIONS=1 torchrun --nproc_per_node=8 run_train.py --config-file examples/config_tiny_llama.yaml
"""
import argparse

from nanotron.trainer import DistributedTrainer


def get_dataloader(trainer, sanity_check_dataloader_interval=None):
    raise NotImplementedError


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", type=str, required=True, help="YAML or Python config file")
    parser.add_argument(
        "--sanity-check-dataloader-interval",
        type=int,
        default=None,
        help="Print a few dataloader samples every N steps",
    )
    return parser.parse_args()


if __name__ == "__main__":
    args = get_args()
    trainer = DistributedTrainer(args.config_file)
    dataloader = get_dataloader(trainer, args.sanity_check_dataloader_interval)
    trainer.train(dataloader)
