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
from transformers import Olmo2Config, Olmo2ForCausalLM
from transformers.models.gpt2.tokenization_gpt2_fast import GPT2TokenizerFast
    --input_dir /path/to/downloaded/olmo2/weights --output_dir /output/path
from transformers import Olmo2ForCausalLM, AutoTokenizer
model = Olmo2ForCausalLM.from_pretrained("/output/path")
tokenizer = AutoTokenizer.from_pretrained("/output/path")
come in several checkpoints they each contain a part of each weight of the model, so we need to load them all in RAM).
def compute_intermediate_size(n, ffn_dim_multiplier=1, multiple_of=256):
def read_json(path):
def write_json(text, path):
def write_model(
        raise RuntimeError("OLMo2 checkpoints must have attention layer norm")
        raise RuntimeError("OLMo2 checkpoints must set norm_after to True")
    elif olmo2_config["multi_query_attention"]:  # compatibility with other checkpoints
    print(f"Fetching all parameters from the checkpoint at {input_base_path}.")
    print("Loading the checkpoint in a OLMo2 model.")
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
    parser.add_argument(
        model_path=args.output_dir,
if __name__ == "__main__":
