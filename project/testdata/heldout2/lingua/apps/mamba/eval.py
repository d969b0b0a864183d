from dataclasses import asdict, dataclass, field
from datetime import datetime
import json
import logging
import os
from pathlib import Path
from typing import Any, Optional
from lm_eval import simple_evaluate
from omegaconf import OmegaConf
import torch
from apps.main.eval import (
from apps.mamba.generate import (
from apps.main.generate import load_consolidated_model_and_tokenizer
from apps.mamba.mamba import LMMamba, LMMambaArgs
from lingua.args import dump_config
from lingua.checkpoint import CONSOLIDATE_FOLDER, consolidate_checkpoints
from lingua.distributed import DistributedArgs, get_global_rank, setup_torch_distributed
EVAL_FOLDER_NAME = "{:010d}"
logger = logging.getLogger()
@dataclass
class EvalArgs:
    name: str = "evals"
    metric_log_dir: Optional[str] = None
    ckpt_dir: str = ""
    generator: PackedCausalMambaGeneratorArgs = field(
    harness: Optional[LMHarnessArgs] = field(default_factory=LMHarnessArgs)
    validation: Optional[ValidationArgs] = field(default_factory=ValidationArgs)
def launch_eval(cfg: EvalArgs):
            consolidate_path = consolidate_checkpoints(cfg.ckpt_dir)
    if cfg.metric_log_dir and get_global_rank() == 0:
        metric_log_path = Path(cfg.metric_log_dir) / "metrics.eval.jsonl"
        val_log_path = Path(cfg.metric_log_dir) / "metrics.validation.jsonl"
def main():
if __name__ == "__main__":
