"""
Evaluate a base model (CORE, bpb, samples).

    torchrun --nproc_per_node=8 -m scripts.base_eval --model-tag d24 --device-batch-size=16

    python -m scripts.base_eval --model-tag d24 --device-batch-size=16 --max-per-task=100 --split-tokens=524288
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--model-tag", type=str, default=None)
parser.add_argument("--device-batch-size", type=int, default=32)
parser.add_argument("--split-tokens", type=int, default=40 * 524288)
parser.add_argument("--max-per-task", type=int, default=-1)
args = parser.parse_args()
