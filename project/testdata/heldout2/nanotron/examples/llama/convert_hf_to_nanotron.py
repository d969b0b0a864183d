    torchrun --nproc_per_node=1 examples/llama/convert_hf_to_nanotron.py --checkpoint_path=hf_weights --save_path=nanotron_weights
import dataclasses
import json
from argparse import ArgumentParser
from pathlib import Path
import nanotron
import torch
from nanotron.config import LlamaConfig as NanotronLlamaConfig
from nanotron.config import Qwen2Config as NanotronQwen2Config
from nanotron.models.llama import LlamaForTraining
from transformers import LlamaConfig as HFLlamaConfig
from transformers import LlamaForCausalLM
from .convert_weights import get_config_mapping, get_weight_mapping, load_nanotron_model
def _handle_attention_block(
def convert_hf_to_nt(
def get_nanotron_config(config: HFLlamaConfig) -> NanotronQwen2Config:
def convert_checkpoint_and_save(checkpoint_path: Path, save_path: Path):
    """Loads the huggingface checkpoint in `checkpoint_path`, creates
    a new nanotron instance, copies the weights from the huggingface checkpoint
    hf_model = LlamaForCausalLM.from_pretrained(checkpoint_path)
if __name__ == "__main__":
    parser = ArgumentParser(description="Convert HF weights to nanotron format")
    parser.add_argument("--checkpoint_path", type=Path, default="llama-7b", help="Path to the checkpoint")
    parser.add_argument("--save_path", type=Path, default="llama-7b-hf", help="Path to save the nanotron model")
    convert_checkpoint_and_save(checkpoint_path=args.checkpoint_path, save_path=args.save_path)
