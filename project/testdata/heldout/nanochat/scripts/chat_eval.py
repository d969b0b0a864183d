"""
python -m scripts.chat_eval -i sft -a ARC-Easy
torchrun --nproc_per_node=8 -m scripts.chat_eval -- -i sft -a ARC-Easy
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("-i", "--source", type=str, required=True, help="sft|rl")
parser.add_argument("-a", "--task-name", type=str, default=None)
args = parser.parse_args()
