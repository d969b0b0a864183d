import os
import sys
import yaml
import argparse
from tqdm import tqdm
import torch
from transformers import (
from typing import List, Literal
from megatron.tokenizer import build_tokenizer
MODEL_KEYS = {
def load_partitions(
    input_checkpoint_path: str, mp_partitions: int, layer_idx: int, sequential: bool
                input_checkpoint_path,
def get_state(
def get_key(loaded_config, key, default=None):
def create_config(neox_config, architecture="neox", is_rm=False, pad_token_id=-1):
def reshard_and_split_qkv(
def get_mlp_naming_convention(loaded_tp_ranks, layer_idx, sequential):
    """Determine whether the checkpoint uses the legacy, new, or Transformer Engine naming convention."""
        raise ValueError("Unable to determine MLP naming convention in checkpoint")
def convert(
    input_checkpoint_path,
    output_checkpoint_path,
    precision: Literal["auto", "fp16", "bf16", "fp32"] = "auto",
    architecture: Literal["neox", "llama", "mistral"] = "neox",
    """convert a NeoX checkpoint to a HF model format.
        input_checkpoint_path, mp_partitions, layer_idx=0, sequential=sequential
            input_checkpoint_path,
                input_checkpoint_path,
            input_checkpoint_path,
                input_checkpoint_path,
                input_checkpoint_path,
def main(input_args=None, overwrite_values=None):
    parser = argparse.ArgumentParser(
    parser.add_argument(
        help="Path to NeoX checkpoint, e.g. /path/to/model/global_step143000",
    parser.add_argument(
        help="Path to config file for the input NeoX checkpoint.",
    parser.add_argument(
        "--output_dir",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    # Determine the checkpoint format of the model.
        args.output_dir,
    hf_model.save_pretrained(args.output_dir)
            tokenizer.save_pretrained(args.output_dir)
            tokenizer.save_pretrained(args.output_dir)
if __name__ == "__main__":
