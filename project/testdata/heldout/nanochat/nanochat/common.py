# Fixture stub: shared helpers.
import os


def get_base_dir():
    # intermediates (data shards, tokenizer, checkpoints) live in ~/.cache/nanochat unless NANOCHAT_BASE_DIR is set
    if os.environ.get("NANOCHAT_BASE_DIR"):
        nanochat_dir = os.environ.get("NANOCHAT_BASE_DIR")
    else:
        nanochat_dir = os.path.join(os.path.expanduser("~"), ".cache", "nanochat")
    os.makedirs(nanochat_dir, exist_ok=True)
    return nanochat_dir


COMPUTE_DTYPE = None  # picked from hardware, overridable with NANOCHAT_DTYPE
