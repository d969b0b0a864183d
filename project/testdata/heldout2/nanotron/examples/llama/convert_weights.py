import json
from pathlib import Path
from typing import Optional
import nanotron
import torch
from nanotron.config import LlamaConfig as NanotronLlamaConfig
from nanotron.config import (
from nanotron.models.llama import LlamaForTraining
from nanotron.models.qwen import Qwen2ForTraining
from nanotron.trainer import mark_tied_parameters
def get_weight_mapping(config: NanotronLlamaConfig, nt_to_hf: bool = True) -> dict[str, str]:
def get_config_mapping(nt_to_hf: bool = True) -> dict[str, str]:
def make_parallel_config(
    dp: int = 1,
    pp: int = 1,
    tp: int = 1,
def load_nanotron_model(
    checkpoint_path: Optional[Path] = None,
    If `model_config` is None, then `checkpoint_path` must be set, in which case
    If `checkpoint_path` is None, then `model_config` must be set, in which case
        assert checkpoint_path is not None
        with open(checkpoint_path / "model_config.json") as f:
    # Load checkpoint directly in memory and then only keep the state dictionary
    if checkpoint_path is not None:
            model=nanotron_model, parallel_context=parallel_context, root_folder=checkpoint_path
