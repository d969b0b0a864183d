    torchrun --nproc_per_node=1 convert_nanotron_to_hf.py --checkpoint_path=nanotron-path --save_path=hf-path
import json
from argparse import ArgumentParser
from pathlib import Path
from typing import Literal, Optional, Type
import torch
from nanotron.config import LlamaConfig as NanotronLlamaConfig, Qwen2Config as NanotronQwen2Config
from nanotron.config import NanotronConfigs
from nanotron.models import init_on_device_and_dtype
from nanotron.models.llama import LlamaForTraining
from transformers import AutoTokenizer, LlamaForCausalLM
from transformers import LlamaConfig as HFLlamaConfig
from .convert_weights import get_config_mapping, get_weight_mapping, load_nanotron_model
TEST_PROMPT = "What is the meaning of the word chutzpah?\nThe word chutzpah means"
def _handle_attention_block(
def _handle_gate_up_proj(gate_up_proj: torch.Tensor, gate: bool) -> torch.Tensor:
def convert_nt_to_hf(
def get_hf_config(config: NanotronLlamaConfig) -> HFLlamaConfig:
def convert_checkpoint_and_save(
    checkpoint_path: Path,
    """Loads the nanotron checkpoint in `checkpoint_path`, creates
    a new huggingface instance, copies the weights from the nanotron checkpoint
    with open(checkpoint_path / "model_config.json", "r") as f:
        checkpoint_path=checkpoint_path,
def check_converted_model_generation(save_path: Path):
if __name__ == "__main__":
    parser = ArgumentParser(description="Convert Nanotron weights to HF format")
    parser.add_argument("--checkpoint_path", type=Path, default="llama-7b", help="Path to the checkpoint")
    parser.add_argument("--save_path", type=Path, default="llama-7b-hf", help="Path to save the HF model")
    parser.add_argument("--tokenizer_name", type=str, default="meta-llama/Llama-2-7b-chat-hf")
    parser.add_argument("--config_cls", type=str, default="LlamaConfig", help="Config class to use for conversion (Either LlamaConfig or Qwen2Config)")
    convert_checkpoint_and_save(
        checkpoint_path=args.checkpoint_path, save_path=args.save_path, tokenizer_name=args.tokenizer_name, config_cls=config_cls
