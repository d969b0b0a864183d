from collections import defaultdict
from dataclasses import asdict, dataclass, field
from datetime import datetime
import json
import logging
import os
from pathlib import Path
from lm_eval.api.instance import Instance
from lm_eval.api.model import LM
from typing import Any, List, Optional, Tuple, Union
from lm_eval import simple_evaluate
from omegaconf import OmegaConf
import torch
from apps.main.generate import (
from apps.main.transformer import LMTransformer, LMTransformerArgs
from lingua.args import dump_config
from lingua.checkpoint import CONSOLIDATE_FOLDER, consolidate_checkpoints
from lingua.data import init_choice_state, setup_sources
from lingua.distributed import (
EVAL_FOLDER_NAME = "{:010d}"
logger = logging.getLogger()
@dataclass
class LMHarnessArgs:
    bootstrap_iters: int = 100000
    verbosity: str = "INFO"
    random_seed: int = 0
    numpy_random_seed: int = 1234
    torch_random_seed: int = 1234
    fewshot_random_seed: int = 1234
@dataclass
class ValidationArgs:
    max_steps: Optional[int] = None # If None the whole validation file is used -> /!\ This number of steps is gpu dependent (100 max steps on 8 gpus = 800 steps on 1 gpu)
    root_dir: str = ""
    sources: List[str] = field(default_factory=list) # Other sources to eval on
@dataclass
class EvalArgs:
    name: str = "evals"
    metric_log_dir: Optional[str] = None
    ckpt_dir: str = ""
    generator: PackedCausalTransformerGeneratorArgs = field(
    harness: Optional[LMHarnessArgs] = field(default_factory=LMHarnessArgs)
    validation: Optional[ValidationArgs] = field(default_factory=ValidationArgs)
def all_dicts_same(dict_list):
class MockAccelerator:
class EvalHarnessLM(LM):
def eval_on_val(generator, val_args: ValidationArgs, train_cfg):
def launch_eval(cfg: EvalArgs):
            consolidate_path = consolidate_checkpoints(cfg.ckpt_dir)
    if cfg.metric_log_dir and get_global_rank() == 0:
        metric_log_path = Path(cfg.metric_log_dir) / "metrics.eval.jsonl"
        val_log_path = Path(cfg.metric_log_dir) / "metrics.validation.jsonl"
def main():
if __name__ == "__main__":
