    torchrun --nproc_per_node=1 convert_nanotron_to_hf.py --checkpoint_path=nanotron_weights --save_path=HF_weights
import argparse
import json
from pathlib import Path
import torch
import yaml
from config import MambaModelConfig
from mamba import MambaForTraining
from nanotron import logging
from nanotron.config import (
from nanotron.models import build_model, init_on_device_and_dtype
from nanotron.parallel import ParallelContext
from nanotron.serialize import load_weights
from nanotron.trainer import mark_tied_parameters
from transformers import AutoTokenizer, MambaConfig, MambaForCausalLM
logger = logging.get_logger(__name__)
def convert_checkpoint_and_save(checkpoint_path: Path, save_path: Path):
    with open(checkpoint_path / "config.yaml", "r") as f:
    with open(checkpoint_path / "model_config.json", "r") as f:
    # Load checkpoint directly in memory and then only keep the state dictionary
    load_weights(model=model_nanotron, parallel_context=parallel_context, root_folder=checkpoint_path)
def check_converted_model_generation(save_path: Path):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert Nanotron weights to HF format")
    parser.add_argument("--checkpoint_path", type=str, default="mamba-130m")
    parser.add_argument("--save_path", type=str, default="mamba-hf")
    checkpoint_path = Path(args.checkpoint_path)
    convert_checkpoint_and_save(checkpoint_path=checkpoint_path, save_path=save_path)
