import random
import os
import numpy as np
import torch
from megatron import fused_kernels
from megatron import mpu
from megatron.mpu import set_model_parallel_rank, set_model_parallel_world_size
import deepspeed
import inspect
def initialize_megatron(neox_args, allow_no_cuda=False):
def setup_deepspeed_random_and_activation_checkpointing(neox_args):
    and cpu checkpointing.
    Activation checkpoint requires keep track of the random states
    Since they are used in places outside of activation checkpointing,
    num_layers = neox_args.num_layers // neox_args.checkpoint_num_layers
        if neox_args.num_layers % neox_args.checkpoint_num_layers == 0
    deepspeed.checkpointing.configure(
        contiguous_checkpointing=neox_args.contiguous_checkpointing,
        num_checkpoints=num_layers,
        checkpoint_in_cpu=neox_args.checkpoint_in_cpu,
def _initialize_distributed(neox_args):
            distributed_port=os.getenv("MASTER_PORT", "6000"),
    setup_deepspeed_random_and_activation_checkpointing(neox_args=neox_args)
def _init_autoresume(neox_args):
        sys.path.append(os.environ.get("SUBMIT_SCRIPTS", "."))
def _set_random_seed(seed):
def _write_args_to_tensorboard(neox_args):
