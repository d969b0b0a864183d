"""
Generates text from a checkpoint (fixture).

torchrun --nproc_per_node=1 run_generate.py --ckpt-path checkpoints/10/ --tp 1 --pp 1
"""
import argparse
from pathlib import Path


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt-path", type=Path, required=True, help="Checkpoint path")
    parser.add_argument("--dp", type=int, default=1)
    parser.add_argument("--pp", type=int, default=0)
    parser.add_argument("--tp", type=int, default=0)
    parser.add_argument("--max-new-tokens", type=int, default=128, help="How many tokens to generate")
    parser.add_argument("--use-cache", action="store_true", help="Keep a KV cache")
    return parser.parse_args()


if __name__ == "__main__":
    args = get_args()
