from contextlib import contextmanager
from typing import Callable, Optional
import torch
from transformers import AutoTokenizer
from nanotron import distributed as dist
from nanotron import logging, optim
from nanotron.config import Config
from nanotron.logging import get_logger, log_rank
from nanotron.models import NanotronModel
from nanotron.optim.gradient_accumulator import GradientAccumulator
from nanotron.parallel import ParallelContext
from nanotron.parallel.tied_parameters import get_tied_id_to_param
logger = get_logger(__name__)
def assert_tensor_synced_across_pg(
    reference_rank: int = 0,
def assert_fail_except_rank_with(exception_class, rank_exception, pg):
def before_tbi_sanity_checks(
def after_tbi_sanity_checks(
def before_optim_step_sanity_checks(
def after_optim_step_sanity_checks(
def check_optim_state_in_sync(optim_state_dict: dict, pg: dist.ProcessGroup):
def sanity_check_dataloader(dataloader, tokenizer_path, sanity_check_dataloader_interval=None):
