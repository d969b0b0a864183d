# Train the BPE tokenizer; writes to <base_dir>/tokenizer.
import argparse

parser = argparse.ArgumentParser(description="Train a BPE tokenizer")
parser.add_argument('--max-chars', type=int, default=2_000_000_000)
parser.add_argument('--doc-cap', type=int, default=10_000)
parser.add_argument('--vocab-size', type=int, default=32768)
args = parser.parse_args()
