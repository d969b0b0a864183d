import os
import sys
import re
import time
import socket
from typing import Dict, List
import requests
import torch
from deepspeed.launcher.runner import fetch_hostfile, parse_inclusion_exclusion
from deepspeed.runtime.bf16_optimizer import BF16_Optimizer
from megatron import print_rank_0
from megatron import mpu
from collections import deque
def reduce_losses(losses):
def report_memory(name):
def get_attn_mask(seq_length, device, sliding_window_width):
def get_ltor_masks_and_position_ids(
def local_rank():
    local_rank = os.environ.get("LOCAL_RANK")
        local_rank = os.environ.get("SLURM_LOCALID")
def is_bnb_available():
def is_local_main():
def is_mp_rank_0():
def get_wandb_api_key(neox_args):
    if "WANDB_LOCAL" in os.environ:
    if "WANDB_API_KEY" in os.environ:
        return os.environ["WANDB_API_KEY"]
def init_wandb(neox_args):
def obtain_resource_pool(
def natural_sort(l):
def ddb(rank=0):
class Timer:
class Timers:
def expand_attention_types(attention_config, num_layers):
class OverflowMonitor:
def get_noise_scale_logger(neox_args):
def get_total_params(model):
def setup_for_inference_or_eval(use_cache=True, overwrite_values=None, input_args=None):
        "checkpoint_activations": False,
    # set up model and load checkpoint.
class CharCounter:
def _kernel_make_viewless_tensor(inp, requires_grad):
class MakeViewlessTensor(torch.autograd.Function):
def make_viewless_tensor(inp, requires_grad, keep_graph):
