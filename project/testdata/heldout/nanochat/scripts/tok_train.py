# Train the BPE tokenizer; writes to <base_dir>/tokenizer.
import argparse
import os

from nanochat.common import get_base_dir

parser = argparse.ArgumentParser(description="Train a BPE tokenizer")
parser.add_argument('--max-chars', type=int, default=2_000_000_000)
parser.add_argument('--doc-cap', type=int, default=10_000)
parser.add_argument('--vocab-size', type=int, default=32768)
args = parser.parse_args()

# ... training happens here; the result is saved for base_train to read
tokenizer_dir = os.path.join(get_base_dir(), "tokenizer")
