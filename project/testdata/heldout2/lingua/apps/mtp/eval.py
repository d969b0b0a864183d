from dataclasses import asdict
from datetime import datetime
import json
import logging
from pathlib import Path
from lm_eval import simple_evaluate
from omegaconf import OmegaConf
import torch
from apps.main.eval import (
from apps.main.generate import (
from apps.mtp.transformer import LMTransformer, LMMTPArgs
from lingua.args import dump_config
from lingua.checkpoint import CONSOLIDATE_FOLDER, consolidate_checkpoints
from lingua.distributed import DistributedArgs, get_global_rank, setup_torch_distributed
EVAL_FOLDER_NAME = "{:010d}"
logger = logging.getLogger()
def launch_eval(cfg: EvalArgs):
            consolidate_path = consolidate_checkpoints(cfg.ckpt_dir)
    if cfg.metric_log_dir and get_global_rank() == 0:
        metric_log_path = Path(cfg.metric_log_dir) / "metrics.eval.jsonl"
def main():
if __name__ == "__main__":
