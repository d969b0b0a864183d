"""Input/output checkpointing."""
import json
import math
import os
import re
import shutil
import time
import random
import sys
import numpy as np
        "For s3 checkpointing, please install boto3 either using requirements/requirements-s3.txt or https://github.com/boto/boto3"
        "For s3 checkpointing, please install hf_transfer either using requirements/requirements-s3.txt or https://github.com/huggingface/hf_transfer"
import torch
from glob import glob
from megatron import mpu
from megatron import print_rank_0
from megatron.utils import natural_sort
from megatron.text_generation_utils import get_batch, forward_model
from pathlib import Path
from pprint import pformat
def check_checkpoint_args(neox_args, checkpoint_args):
    arguments and the one retrieved from checkpoint."""
    assert isinstance(checkpoint_args, dict), "args stored in checkpoint is a dict"
    for checkpoint_arg_name, checkpoint_arg_value in checkpoint_args.items():
        args_value = getattr(neox_args, checkpoint_arg_name)
        error_message = "{} value from checkpoint ({}) is not equal to the currently set argument value ({}).".format(
            checkpoint_arg_name, checkpoint_arg_value, args_value
        assert checkpoint_arg_value == args_value, error_message
def do_forward_pass(neox_args, model, inference=False):
def check_forward_pass(neox_args, model, checkpoint_logits, inference):
    # do forward pass with loaded checkpoint
        logits is not None and checkpoint_logits is not None
        if not (logits == checkpoint_logits).all().item():
                    " > WARNING: validate_checkpoint_forward() forward after load of checkpoint does not yield exactly same result"
                torch.isclose(logits, checkpoint_logits).all().item()
            ), "validate_checkpoint_forward() forward after load of checkpoint does not yield a close result"
def ensure_directory_exists(filename):
def get_checkpoint_name(checkpoints_path, iteration, release=False, mp_rank=None):
    """A unified checkpoint name."""
        checkpoints_path,
def get_checkpoint_tag(iteration: int) -> str:
def delete_old_checkpoints(save_dir, n_to_keep):
        if save_dir.endswith("/"):
            save_dir = save_dir.strip("/")
                for i in glob(f"{save_dir}/*")
            print(f"WARNING: Deleting old checkpoints: \n\t{', '.join(to_delete)}")
def save_ds_checkpoint(iteration, model, neox_args):
    """Save a model checkpoint."""
    if neox_args.checkpoint_validation_with_forward_pass:
        sd["checkpoint_validation_logits"] = logits
    # checkpoint folder name
    tag = get_checkpoint_tag(iteration)
    # save checkpoint
    model.save_checkpoint(neox_args.save, tag=tag, client_state=sd)
def multiprocessing_starmap(func, args, num_processes=None):
def _upload(
    chunk_size: int = 104_857_600,
    max_files: int = 64,
    parallel_failures: int = 63,
    max_retries: int = 5,
def upload_checkpoint(iteration, neox_args):
    local_checkpoint_path = os.path.join(
        os.path.abspath(neox_args.save), get_checkpoint_tag(iteration)
    local_checkpoint_list = sorted(
            [str(p) for p in Path(local_checkpoint_path).rglob("*")],
    remote_checkpoint_path = os.path.join(
        get_checkpoint_tag(iteration),
    remote_checkpoint_list = [
            remote_checkpoint_path,
            os.path.relpath(local_checkpoint, local_checkpoint_path),
        for local_checkpoint in local_checkpoint_list
        local_checkpoint_list,
        remote_checkpoint_list,
        [neox_args.s3_chunk_size] * len(local_checkpoint_list),
        f"[RANK {torch.distributed.get_rank()}] Uploading checkpoint `{local_checkpoint_path}` to `{remote_checkpoint_path}`..."
        f"[RANK {torch.distributed.get_rank()}] Uploaded checkpoint `{local_checkpoint_path}` to `{remote_checkpoint_path}` in {total_time:.2f}s"
def save_checkpoint(neox_args, iteration, model, optimizer, lr_scheduler):
    """Save a model checkpoint."""
        save_ds_checkpoint(iteration, model, neox_args)
        upload_checkpoint(iteration, neox_args)
    if neox_args.keep_last_n_checkpoints is not None:
        delete_old_checkpoints(neox_args.save, neox_args.keep_last_n_checkpoints)
def load_checkpoint(
    """Load a model checkpoint and return the iteration."""
            tag = get_checkpoint_tag(iteration)
        checkpoint_name, state_dict = model.load_checkpoint(
        if checkpoint_name is None:
            # continuing silently, since we are trying to load a specific checkpoint
                available_checkpoints = sorted(
                    f"Unable to load checkpoint for iteration {iteration}. \nAvailable iterations: {pformat(available_checkpoints)}"
                print("Unable to load checkpoint.")
            return 0  # iteration 0, if not checkpoint loaded
            )  # total_iters backward compatible with older checkpoints
                f"Unable to load iteration from checkpoint {checkpoint_name} with keys {state_dict.keys()}, exiting"
        checkpoint_args = state_dict["args"]
        check_checkpoint_args(neox_args=neox_args, checkpoint_args=checkpoint_args)
            " > validated currently set args with arguments in the checkpoint ..."
        print_rank_0(" > could not find arguments in the checkpoint for validation...")
    # Check loaded checkpoint with forward pass
    if neox_args.checkpoint_validation_with_forward_pass:
