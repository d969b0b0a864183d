from datetime import datetime
from functools import partial
from collections import defaultdict
import math
import sys
from contextlib import nullcontext
import torch
import torch.nn.functional as F
import deepspeed
from deepspeed.runtime.data_pipeline.curriculum_scheduler import CurriculumScheduler
import numpy as np
from megatron.utils import (
from megatron import print_rank_0, mpu
from megatron.model import (
from megatron.mpu.mappings import gather_from_model_parallel_region
from megatron.checkpointing import load_checkpoint, save_checkpoint
from megatron.data.data_utils import (
from megatron.initialize import initialize_megatron
from megatron.learning_rates import AnnealingLR
from megatron.logging import tb_wandb_log, training_log
from megatron.utils import (
from megatron.model.weight_server import start_server
from megatron.model.gpt2_model import cross_entropy
from megatron.mpu import vocab_parallel_cross_entropy
from pickle import dump
import os
def mup_weights_reinit(neox_args, model):
def save_base_shapes(neox_args, base_shapes, use_cache):
def mup_coord_check(neox_args, timers, lr_scheduler, train_data_iterator):
def update_iterations(neox_args, data_loaders):
def pretrain(neox_args):
    # edge case: save step 0 checkpoint if requested and we're starting from step 0
        save_checkpoint(
        save_checkpoint(
def _get_batch(neox_args, tokenizer, keys, data, datatype, label_mask_zero=False):
def get_batch(neox_args, data_iterator):
def get_batch_pipe(data, neox_args, curr_scheduler=None):
def get_batch_sequential(forward_input, neox_args):
def forward_step(
def get_model(neox_args, use_cache=False):
def get_optimizer(model, neox_args, dummy=False):
def get_learning_rate_scheduler(optimizer, neox_args):
        use_checkpoint_lr_scheduler=neox_args.use_checkpoint_lr_scheduler,
def setup_model_and_optimizer(neox_args, use_cache=False, iteration=None):
        neox_args.iteration = load_checkpoint(
            _ = load_checkpoint(
            f"Loading checkpoint and starting from iteration {neox_args.iteration}"
def backward_step(neox_args, timers, optimizer, model, loss):
def train_step(
def train_step_pipe(neox_args, timers, model, data_iterator):
def is_save_iter(neox_args, iteration):
    if neox_args.checkpoint_factor:
        if neox_args.checkpoint_scale == "linear":
                neox_args.checkpoint_factor
            ).is_integer(), "checkpoint_factor must be a whole number when using linear checkpoint_scale"
            return iteration % neox_args.checkpoint_factor == 0
        elif neox_args.checkpoint_scale == "log":
            # Check if iteration is a power of checkpoint_factor
            assert neox_args.checkpoint_factor > 1
                power *= neox_args.checkpoint_factor
def train(
            save_checkpoint(
def evaluate(
            if neox_args.deepspeed and neox_args.deepspeed_activation_checkpointing:
                deepspeed.checkpointing.reset()
def collect_loss_for_unit_test(lm_ss):
def evaluate_and_print_results(
def save_snapshot(neox_args):
