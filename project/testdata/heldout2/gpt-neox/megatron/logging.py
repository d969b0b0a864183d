import sys
import torch
from megatron import mpu, print_rank_0
from megatron.utils import report_memory
import math
class Tee:
def human_readable_flops(num) -> str:
def get_actual_flops(neox_args, iter_time_s) -> float:
    ckpt_activations_factor = 4 if neox_args.checkpoint_activations else 3
def get_forward_backward_flops(neox_args, iter_time_s) -> float:
    Mostly duplicated from get_actual_flops with just a change in activation checkpointing for now, but these may diverge over time as implementation details accumulate so I think 2 separate functions are appropriate.
def training_log(
def tb_wandb_log(
