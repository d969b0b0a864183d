import copy
import json
import math
import os
import time
from typing import List, Union
import numpy as np
import torch
import torch.nn.functional as F
from megatron import print_rank_0
from megatron import mpu
from megatron.utils import get_ltor_masks_and_position_ids, is_mp_rank_0
from megatron.data.indexed_dataset import make_builder, make_dataset
from megatron.mpu.mappings import gather_from_model_parallel_region
def get_batch(neox_args, context_tokens: torch.Tensor):
def pad_batch(
def filter_logits(logits, top_k=0, top_p=0.0, filter_value=-float("Inf")):
def switch(val1, val2, boolean):
def forward_model(model, model_inputs, is_pipe_parallel=False) -> torch.Tensor:
def broadcast_terminate_signal(terminate_runs: int):
def stop_tokens_in_completion(stop_tokens, context_tokens, batch_index, current_index):
def stream_tokens(
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 0.0,
def generate_samples_from_prompt(
    maximum_tokens: int = 64,
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 0.0,
def generate_samples_input_from_file(
    maximum_tokens: int = 64,
    prompt_end: str = "\n",
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 0.0,
def generate_samples_unconditional(
    number_of_samples: int = 10,
    maximum_tokens: int = 64,
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 0.0,
def generate_samples_interactive(
    maximum_tokens: int = 64,
    prompt_end: str = "\n",
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 0.0,
def get_logp(logits, labels, force_fp32=False):
def precompute_logits(neox_args, model):
