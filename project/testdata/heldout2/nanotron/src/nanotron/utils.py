import functools
import inspect
import os
import random
import socket
from contextlib import ExitStack, contextmanager
from typing import ContextManager, List, Optional
import torch
from packaging import version
from torch import nn
from torch.utils.checkpoint import checkpoint
from nanotron import distributed as dist
class Singleton(type):
class ContextManagers:
def main_rank_first(group: Optional[dist.ProcessGroup] = None):
def local_ranks_zero_first(group: Optional[dist.ProcessGroup] = None):
    is_main = int(os.environ.get("LOCAL_RANK", 0)) == 0
def checkpoint_method(attr_name: str):
    """Decorator to checkpoint a method of a class."""
            checkpoint_activated = getattr(_self, attr_name)
            if checkpoint_activated:
                # TODO @nouamanetazi: we pass `self`(which is module) to checkpoint, so it's stored in `ctx.inputs` whereas some other methods create a custom fwd and pass only tensors without `self`. Need to investigate which is better
                return checkpoint(func, *all_args)
def get_parameter_and_parent_module(target: str, root_module: nn.Module):
def get_untyped_storage(tensor: torch.Tensor) -> torch.UntypedStorage:
def tensor_from_untyped_storage(untyped_storage: torch.UntypedStorage, dtype: torch.dtype):
def find_free_port(min_port: int = 2000, max_port: int = 65000) -> int:
