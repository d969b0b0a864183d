from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, replace
from typing import Any, cast, TypeAlias
import torch
import torch.nn as nn
from torch.distributed.pipelining.schedules import _PipelineSchedule
from torchtitan.components.data import ConcatThenSplitPackingConfig, GrainDataLoader
from torchtitan.components.data.collators import TrainerBatch
from torchtitan.components.data.loader import BaseDataLoader
from torchtitan.components.loss import IGNORE_INDEX, LossFunction
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.tokenizer import BaseTokenizer
from torchtitan.config import Configurable, ParallelismConfig
from torchtitan.distributed import ParallelDims, utils as dist_utils
from torchtitan.distributed.context_parallel import prepare_context_parallel_input
from torchtitan.hf_datasets.text_datasets import DATASETS
from torchtitan.models.common.attention import FlexAttention, VarlenAttention
from torchtitan.models.common.decoder import Decoder
from torchtitan.observability import structured_logger as sl
from torchtitan.tools import utils
class BaseValidator(Configurable):
class Validator(BaseValidator):
        dataloader: BaseDataLoader.Config = field(
def iterate_and_close_dataloader(
