import torch
import os
from accelerate.utils import set_seed
from omegaconf import open_dict
from .logging_utils import Logger
from hydra.utils import to_absolute_path
def check_args_and_env(args):
def opti_flags(args):
def update_args_with_env_info(args):
        slurm_id = os.getenv('SLURM_JOB_ID')
def update_paths(args):
def setup_basics(accelerator, args):
