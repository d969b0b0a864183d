"""
Supervised finetuning of a base checkpoint.

python -m scripts.chat_sft

Or torchrun for training:

torchrun --standalone --nproc_per_node=8 -m scripts.chat_sft -- --device-batch-size=16
"""
import argparse
import os

from nanochat.common import get_base_dir

parser = argparse.ArgumentParser(description="SFT")
parser.add_argument("--run", type=str, default="dummy")
parser.add_argument("--device-type", type=str, default="")
parser.add_argument("--model-tag", type=str, default=None, help="base model tag to load")
parser.add_argument("--model-step", type=int, default=None)
parser.add_argument("--num-iterations", type=int, default=-1)
parser.add_argument("--device-batch-size", type=int, default=None)
parser.add_argument("--eval-every", type=int, default=200)
parser.add_argument("--eval-tokens", type=int, default=40 * 524288)
args = parser.parse_args()

checkpoint_dir = os.path.join(get_base_dir(), "chatsft_checkpoints", "d20")
