import argparse
import gc
import json
import os
import shutil
from pathlib import Path
from typing import Any, Dict
import torch
import yaml
from tokenizers import Tokenizer
from transformers import OlmoConfig, OlmoForCausalLM
from transformers.models.gpt_neox.tokenization_gpt_neox_fast import GPTNeoXTokenizerFast
    --input_dir /path/to/downloaded/olmo/weights --output_dir /output/path
from transformers import OlmoForCausalLM, AutoTokenizer
model = OlmoForCausalLM.from_pretrained("/output/path")
tokenizer = AutoTokenizer.from_pretrained("/output/path")
come in several checkpoints they each contain a part of each weight of the model, so we need to load them all in RAM).
def compute_intermediate_size(n, ffn_dim_multiplier=1, multiple_of=256):
def read_json(path):
def write_json(text, path):
def write_model(
    elif olmo_config["multi_query_attention"]:  # compatibility with other checkpoints
    print(f"Fetching all parameters from the checkpoint at {input_base_path}.")
    print("Loading the checkpoint in a OLMo model.")
def _write_tokenizer(
    checkpoint_dir: str,
        config_path = Path(checkpoint_dir) / "config.yaml"
def main():
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        "--output_dir",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--safe_serialization", type=bool, help="Whether or not to save using `safetensors`.")
        model_path=args.output_dir,
if __name__ == "__main__":
