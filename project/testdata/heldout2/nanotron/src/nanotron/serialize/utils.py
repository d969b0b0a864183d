import re
from enum import Enum
from pathlib import Path
from typing import List, Optional, Tuple
import torch
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import SlicesPair
from nanotron.serialize.metadata import TensorMetadata
class ObjectType(Enum):
def get_exp_tp_pp_rank_and_size_from(
def get_path(
def extract_tp_pp_rank_from_shard_path(shard_path: Path):
def merge_and_shard_tp_tensors(
