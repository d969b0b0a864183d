import itertools
import re
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, Union
import numpy as np
import torch.optim
from functorch.dim import tree_map
from torch import nn
from tqdm import tqdm
from nanotron import distributed as dist
from nanotron import logging
from nanotron.distributed import ProcessGroup
from nanotron.logging import human_format, log_rank, warn_once
from nanotron.optim.base import BaseOptimizer
from nanotron.optim.inherit_from_other_optimizer import InheritFromOtherOptimizer
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
logger = logging.get_logger(__name__)
class ZeroDistributedOptimizer(InheritFromOtherOptimizer):
class SlicedFlatTensor(torch.Tensor):
def get_sliced_tensor(param: NanotronParameter, start_offset: int, end_offset: int):
def find_optim_index_from_param_name(
def extract_parallel_ranks_from_shard_path(
        # TODO(xrsrke): use the same pattern as weight checkpoints
        # in weight checkpoints, we do pp-rank-.... but here we only do pp-...
        # NOTE: this is zero0 checkpoint
def merge_dp_shard_in_zero1_optimizer(
    checkpoint_pp_size = optimizer_config["parallelism"]["pp_size"]
    checkpoint_tp_size = optimizer_config["parallelism"]["tp_size"]
        list(itertools.product(range(int(checkpoint_pp_size)), range(int(checkpoint_tp_size)))),
    assert len(ckp_merged_dp_shards_optim_states) == int(checkpoint_pp_size) * int(
        checkpoint_tp_size
    ), f"Expect {int(checkpoint_pp_size) * int(checkpoint_tp_size)} merged dp shards, got {len(ckp_merged_dp_shards_optim_states)}"
    # NOTE: sanity check, make sure each merged checkpoint
    # has the same dict key as the original checkpoint
