import torch
from convert_neox_to_hf import load_partitions, get_key, get_state
from mamba_ssm.models.config_mamba import MambaConfig
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel
import argparse
from typing import Literal
import yaml
from tqdm import tqdm
import os
import sys
from megatron.tokenizer import build_tokenizer
ARCH = {
def create_config(neox_config):
def convert(
    input_checkpoint_path,
    output_checkpoint_path,
    precision: Literal["auto", "fp16", "bf16", "fp32"] = "auto",
        input_checkpoint_path, mp_partitions, layer_idx=0, sequential=sequential
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
    # Determine the checkpoint format of the model.
        args.output_dir,
    model.save_pretrained(args.output_dir)
if __name__ == "__main__":
