# Fixture stub: BPE tokenizer wrapper; the trained tokenizer lives in <base_dir>/tokenizer.
import os


def get_tokenizer():
    from nanochat.common import get_base_dir
    tokenizer_dir = os.path.join(get_base_dir(), "tokenizer")
    return tokenizer_dir


def get_token_bytes(device="cpu"):
    from nanochat.common import get_base_dir
    # written by scripts/tok_train.py
    return os.path.join(get_base_dir(), "tokenizer", "token_bytes.pt")
