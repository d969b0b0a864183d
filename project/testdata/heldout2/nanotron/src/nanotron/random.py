import contextlib
import random
from dataclasses import dataclass
from typing import MutableMapping, Optional, Tuple
import numpy as np
import torch
from nanotron import distributed as dist
from nanotron.distributed import ProcessGroup
@dataclass
class RandomState:
class RandomStates(MutableMapping[str, RandomState]):
def set_random_seed(seed: int):
def set_random_state(random_state: RandomState):
def get_current_random_state():
def branch_random_state(random_states: RandomStates, key: str, enabled: bool):
def get_synced_random_state(
