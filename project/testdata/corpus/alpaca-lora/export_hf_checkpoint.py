# Stub: merges tloen/alpaca-lora-7b into BASE_MODEL and writes ./hf_ckpt (env var, no CLI args).
import os

BASE_MODEL = os.environ.get("BASE_MODEL", None)
assert (
    BASE_MODEL
), "Please specify a value for BASE_MODEL environment variable, e.g. `export BASE_MODEL=huggyllama/llama-7b`"
OUTPUT = "./hf_ckpt"
