# Stub: merges the LoRA into BASE_MODEL and writes ./ckpt/consolidated.00.pth + params.json.
import os

BASE_MODEL = os.environ.get("BASE_MODEL", None)
assert (
    BASE_MODEL
), "Please specify a value for BASE_MODEL environment variable, e.g. `export BASE_MODEL=huggyllama/llama-7b`"
OUTPUT = "./ckpt"
