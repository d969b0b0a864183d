import functools
import gc
import torch
def clean_memory():
def clean_memory_on_device(device: torch.device):
def get_preferred_device() -> torch.device:
def init_ipex():
