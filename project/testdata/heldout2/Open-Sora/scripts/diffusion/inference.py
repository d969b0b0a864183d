import os
import time
import warnings
from pprint import pformat
import torch
import torch.distributed as dist
from colossalai.utils import set_seed
from tqdm import tqdm
from opensora.acceleration.parallel_states import get_data_parallel_group
from opensora.datasets.dataloader import prepare_dataloader
from opensora.registry import DATASETS, build_module
from opensora.utils.cai import (
from opensora.utils.config import parse_alias, parse_configs
from opensora.utils.inference import (
from opensora.utils.logger import create_logger, is_main_process
from opensora.utils.misc import log_cuda_max_memory, to_torch_dtype
from opensora.utils.prompt_refine import refine_prompts
from opensora.utils.sampling import (
def main():
    save_dir = cfg.save_dir
    os.makedirs(save_dir, exist_ok=True)
        cfg.dataset.data_path = create_tmp_csv(save_dir, cfg.prompt, cfg.get("ref", None), create=is_main_process())
    os.makedirs(os.path.join(save_dir, sub_dir), exist_ok=True)
        os.makedirs(os.path.join(save_dir, sub_dir, "generated_condition"), exist_ok=True)
                    ref_dir = os.path.join(save_dir, os.path.join(sub_dir, "generated_condition"))
if __name__ == "__main__":
