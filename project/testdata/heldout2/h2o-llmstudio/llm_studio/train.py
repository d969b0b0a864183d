import os
import sys
os.environ["OMP_NUM_THREADS"] = "1"
os.environ["MKL_NUM_THREADS"] = "1"
os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["VECLIB_MAXIMUM_THREADS"] = "1"
os.environ["NUMEXPR_NUM_THREADS"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
import argparse
import gc
import logging
import sys
import time
from collections.abc import Callable
from distutils import util
from typing import Any
import deepspeed
import numpy as np
import pandas as pd
import torch
from torch.cuda.amp import GradScaler, autocast
from torch.utils.data import DataLoader
from tqdm import tqdm
from transformers.integrations import HfDeepSpeedConfig
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.python_configs.cfg_checks import check_config_for_errors
from llm_studio.src.loggers import MainLogger
from llm_studio.src.utils.config_utils import (
from llm_studio.src.utils.data_utils import (
from llm_studio.src.utils.exceptions import LLMTrainingException
from llm_studio.src.utils.export_utils import save_prediction_outputs
from llm_studio.src.utils.gpu_utils import sync_across_processes
from llm_studio.src.utils.logging_utils import (
from llm_studio.src.utils.modeling_utils import (
    load_checkpoint,
    save_checkpoint,
from llm_studio.src.utils.utils import (
logger = logging.getLogger(__name__)
def run_eval(
    mode: str = "validation",
def run_train(
                if cfg.training.save_checkpoint == "last":
                        f"Saving last model checkpoint to {cfg.output_directory}"
                    save_checkpoint(model=model, path=cfg.output_directory, cfg=cfg)
                elif cfg.training.save_checkpoint == "each_evaluation_epoch":
                    checkpoint_path = os.path.join(
                        cfg.output_directory, f"epoch_{epoch}_step_{itr}"
                    logger.info(f"Saving model checkpoint to {checkpoint_path}")
                    save_checkpoint(model=model, path=checkpoint_path, cfg=cfg)
                    create_symlinks_in_parent_folder(checkpoint_path)
                if cfg.training.save_checkpoint == "best":
                            f"Saving best model checkpoint: "
                            f"{val_metric:.5} to {cfg.output_directory}"
                        save_checkpoint(model=model, path=cfg.output_directory, cfg=cfg)
def run(cfg: DefaultConfigProblemBase) -> float:
    os.makedirs(cfg.output_directory, exist_ok=True)
    if "WORLD_SIZE" in os.environ:
        cfg.environment._distributed = int(os.environ["WORLD_SIZE"]) > 1
        cfg.environment._local_rank = int(os.environ["LOCAL_RANK"])
        len(val_df) > int(os.getenv("GPT_EVAL_MAX", 100))
            f"More than {os.getenv('GPT_EVAL_MAX', 100)} validation records. "
        check_disk_space(model, cfg.output_directory)
            load_checkpoint(cfg, model, strict=cfg.training.epochs == -1)
        save_config_yaml(f"{cfg.output_directory}/cfg.yaml", cfg)
        save_config_yaml(f"{cfg.output_directory}/cfg.yaml", cfg)
    experiment_path = f"{cfg.output_directory}"
    if cfg.training.epochs == 0 and cfg.training.save_checkpoint != "disable":
        checkpoint_path = cfg.output_directory
        logger.info(f"Saving last model checkpoint to {checkpoint_path}")
        save_checkpoint(model=model, path=checkpoint_path, cfg=cfg)
        save_config_yaml(f"{cfg.output_directory}/cfg.yaml", cfg)
        flag_path = os.path.join(cfg.output_directory, "flags.json")
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument(
    parser.add_argument(
    parser_args, unknown = parser.parse_known_args(sys.argv)
                parser.add_argument(arg_orig, type=util.strtobool)
                parser.add_argument(arg_orig, type=arg_type)
    out_dir = cfg.output_directory
    os.makedirs(out_dir, exist_ok=True)
        if ("WORLD_SIZE" in os.environ) and (int(os.environ["WORLD_SIZE"]) > 1):
