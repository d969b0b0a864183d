import datetime
import functools
import os
import torch
import torch.distributed as dist
import timm.models.hub as timm_hub
def setup_for_distributed(is_master):
def is_dist_avail_and_initialized():
def get_world_size():
def get_rank():
def is_main_process():
def init_distributed_mode(args):
    elif "RANK" in os.environ and "WORLD_SIZE" in os.environ:
        args.rank = int(os.environ["RANK"])
        args.world_size = int(os.environ["WORLD_SIZE"])
        args.gpu = int(os.environ["LOCAL_RANK"])
    elif "SLURM_PROCID" in os.environ:
        args.rank = int(os.environ["SLURM_PROCID"])
def get_dist_info():
def main_process(func):
def download_cached_file(url, check_hash=True, progress=False):
