import contextlib
import csv
import gc
import math
import os
import re
import time
from datetime import datetime
from functools import partial
from math import ceil
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union
import numpy as np
import torch
from torch import nn
from torch.nn.parallel import DistributedDataParallel
from torch.optim.lr_scheduler import LambdaLR
from torch.profiler import ProfilerActivity, profile, tensorboard_trace_handler
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import Config, DatasetStageArgs, LRSchedulerArgs, OptimizerArgs, ParallelismArgs
from nanotron.distributed import ProcessGroup
from nanotron.logging import LogItem, human_format, log_rank
from nanotron.models.base import NanotronModel
from nanotron.optim.base import BaseOptimizer, Optimizer
from nanotron.optim.gradient_accumulator import (
from nanotron.optim.named_optimizer import NamedOptimizer
from nanotron.optim.optimizer_from_gradient_accumulator import (
from nanotron.optim.zero import ZeroDistributedOptimizer
from nanotron.parallel import ParallelContext
from nanotron.parallel.tensor_parallel.nn import TensorParallelLinearMode
from nanotron.random import (
from nanotron.scaling.parametrization import LearningRateForSP, LearningRateForSpectralMup, ParametrizationMethod
from nanotron.serialize import DataStageMetadata
from nanotron.serialize.metadata import TrainingMetadata
logger = logging.get_logger(__name__)
def _vocab_size_with_padding(orig_vocab_size: int, pg_size: int, make_vocab_size_divisible_by: int):
def init_random_states(parallel_config: ParallelismArgs, tp_pg: ProcessGroup):
def lr_scheduler_builder(optimizer: Optimizer, lr_scheduler_args: LRSchedulerArgs, total_training_steps: int):
def get_custom_weight_decay_for_named_parameters(
def get_custom_lr_for_named_parameters(
def merge_named_param_groups(
def init_optimizer_and_grad_accumulator(
def test_equal_dict(first: Dict, second: Dict, sub_paths: Optional[List[str]] = None) -> None:
def get_profiler(config: Config):
def get_all_comps(n: int) -> List[List[List[int]]]:
def test_all_pair_to_pair(
def create_table_log(
def get_formatted_value(item):
def create_table_output(table_log, column_widths):
def write_to_csv(csv_filename, table_log, model_tflops, slurm_job_id):
def log_throughput(
    slurm_job_id = os.environ.get("SLURM_JOB_ID", "N/A")
def compute_remain_train_steps_of_a_data_stage_from_ckp(
def get_consumed_train_samples_of_a_data_stage_from_ckp(
        ), f"Stage {stage.name} starting at step {stage.start_training_step} not found in checkpoint metadata, but last_train_step ({metadata.last_train_step}) >= start_training_step"
