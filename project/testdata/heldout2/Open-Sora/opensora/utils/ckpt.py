import functools
import json
import operator
import os
import re
import shutil
from glob import glob
from typing import Dict, Optional
import torch
import torch.distributed as dist
import torch.nn as nn
from colossalai.booster import Booster
from colossalai.checkpoint_io import GeneralCheckpointIO
from colossalai.utils.safetensors import save as async_save
from colossalai.zero.low_level import LowLevelZeroOptimizer
from huggingface_hub import hf_hub_download
from safetensors.torch import load_file
from tensornvme.async_file_io import AsyncFileWriter
from torch.optim import Optimizer
from torch.optim.lr_scheduler import _LRScheduler
from opensora.acceleration.parallel_states import get_data_parallel_group
from .logger import log_message
hf_endpoint = os.environ.get("HF_ENDPOINT")
os.environ["TENSORNVME_DEBUG"] = "1"
def load_from_hf_hub(repo_path: str, cache_dir: str = None) -> str:
    Loads a checkpoint from the Hugging Face Hub.
        repo_path (str): The path to the checkpoint on the Hugging Face Hub.
        cache_dir (str): The directory to cache the downloaded checkpoint.
        str: The path to the downloaded checkpoint.
def load_from_sharded_state_dict(model: nn.Module, ckpt_path: str, model_name: str = "model", strict=False):
    Loads a model from a sharded checkpoint.
        model (nn.Module): The model to load the checkpoint into.
        ckpt_path (str): The path to the checkpoint.
        model_name (str): The name of the model in the checkpoint.
        strict (bool): Whether to strictly enforce that the keys in the checkpoint match the keys in the model.
def print_load_warning(missing: list[str], unexpected: list[str]) -> None:
def load_checkpoint(
    device_map: torch.device | str = "cpu",
    cai_model_name: str = "model",
    rename_keys: dict = None,  # rename keys in the checkpoint to support fine-tuning with a different model architecture; map old_key_prefix to new_key_prefix
    Loads a checkpoint into model from a path. Support three types of checkpoints:
        3. colossalai sharded checkpoint
        model (nn.Module): The model to load the checkpoint into.
        path (str): The path to the checkpoint.
        cache_dir (str): The directory to cache the downloaded checkpoint.
        device_map (torch.device | str): The device to map the checkpoint to.
        cai_model_name (str): The name of the model in the checkpoint.
        nn.Module: The model with the loaded checkpoint.
    assert os.path.exists(path), f"Could not find checkpoint at {path}"
    log_message(f"Loading checkpoint from {path}")
        assert os.path.isdir(path), f"Invalid checkpoint path: {path}"
def rm_checkpoints(
    save_dir: str,
    keep_n_latest: int = 0,
    Remove old checkpoints.
        save_dir (str): The directory to save the checkpoints.
        keep_n_latest (int): The number of latest checkpoints to keep.
    files = glob(os.path.join(save_dir, "epoch*-global_step*"))
def model_sharding(model: torch.nn.Module, device: torch.device = None):
def model_gathering(model: torch.nn.Module, model_shape_dict: dict, pinned_state_dict: dict) -> None:
def remove_padding(tensor: torch.Tensor, original_shape: tuple) -> torch.Tensor:
def record_model_param_shape(model: torch.nn.Module) -> dict:
def load_json(file_path: str) -> dict:
def save_json(data, file_path: str):
def _prepare_ema_pinned_state_dict(model: nn.Module, ema_shape_dict: dict):
def _search_valid_path(path: str) -> str:
def master_weights_gathering(model: torch.nn.Module, optimizer: LowLevelZeroOptimizer, pinned_state_dict: dict) -> None:
def load_master_weights(model: torch.nn.Module, optimizer: LowLevelZeroOptimizer, state_dict: dict) -> None:
class CheckpointIO:
        save_dir: str,
        Save a checkpoint.
            save_dir (str): The directory to save the checkpoint to.
            model (nn.Module): The model to save the checkpoint from.
            ema (nn.Module): The EMA model to save the checkpoint from.
            optimizer (Optimizer): The optimizer to save the checkpoint from.
            lr_scheduler (_LRScheduler): The learning rate scheduler to save the checkpoint from.
            sampler: The sampler to save the checkpoint from.
            epoch (int): The epoch of the checkpoint.
            step (int): The step of the checkpoint.
            global_step (int): The global step of the checkpoint.
            batch_size (int): The batch size of the checkpoint.
            str: The path to the saved checkpoint
        save_dir = os.path.join(save_dir, f"epoch{epoch}-global_step{actual_update_step}")
        os.environ["TENSORNVME_DEBUG_LOG"] = os.path.join(save_dir, "async_file_io.log")
                os.makedirs(os.path.join(save_dir, "model"), exist_ok=True)
                    os.path.join(save_dir, "model"),
                os.makedirs(os.path.join(save_dir, "lora"), exist_ok=True)
                booster.save_lora_as_pretrained(model, os.path.join(save_dir, "lora"))
                optimizer, os.path.join(save_dir, "optimizer"), shard=True, size_per_shard=4096, use_async=async_io
            booster.save_lr_scheduler(lr_scheduler, os.path.join(save_dir, "lr_scheduler"))
            save_json(running_states, os.path.join(save_dir, "running_states.json"))
                    self.writer = async_save(os.path.join(save_dir, "ema.safetensors"), self.pinned_state_dict)
                    torch.save(ema.state_dict(), os.path.join(save_dir, "ema.pt"))
                torch.save(sampler.state_dict(step), os.path.join(save_dir, "sampler"))
                    os.path.join(save_dir, "master.safetensors"), self.master_pinned_state_dict
        return save_dir
        Load a checkpoint.
            load_dir (str): The directory to load the checkpoint from.
            model (nn.Module): The model to load the checkpoint into.
            ema (nn.Module): The EMA model to load the checkpoint into.
