import os
from pprint import pformat
import colossalai
import torch
from colossalai.utils import get_current_device, set_seed
from tqdm import tqdm
from opensora.acceleration.parallel_states import get_data_parallel_group
from opensora.datasets import save_sample
from opensora.datasets.dataloader import prepare_dataloader
from opensora.registry import DATASETS, MODELS, build_module
from opensora.utils.config import parse_configs
from opensora.utils.logger import create_logger, is_distributed, is_main_process
from opensora.utils.misc import log_cuda_max_memory, log_model_params, to_torch_dtype
def main():
    save_dir = cfg.get("save_dir", None)
    save_dir_orig = os.path.join(save_dir, "orig")
    save_dir_recn = os.path.join(save_dir, "recn")
    os.makedirs(save_dir_orig, exist_ok=True)
    os.makedirs(save_dir_recn, exist_ok=True)
            if is_main_process() and save_dir is not None:
                    save_path_orig = os.path.join(save_dir_orig, f"{fname}_orig")
                    save_path_rec = os.path.join(save_dir_recn, f"{fname}_recn")
if __name__ == "__main__":
