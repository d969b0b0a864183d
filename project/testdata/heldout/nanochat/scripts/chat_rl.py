"""
RL on GSM8K.

python -m scripts.chat_rl

torchrun --standalone --nproc_per_node=8 -m scripts.chat_rl -- --run=default
"""
import argparse

parser = argparse.ArgumentParser(description="RL")
parser.add_argument("--run", type=str, default="dummy")
parser.add_argument("--model-tag", type=str, default=None)
parser.add_argument("--num-epochs", type=int, default=1)
parser.add_argument("--device-batch-size", type=int, default=8)
args = parser.parse_args()
