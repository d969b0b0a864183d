from pathlib import Path
import torch
from nanotron import distributed as dist
from nanotron.parallel import ParallelContext
from nanotron.random import RandomStates
def save_random_states(
def load_random_states(parallel_context: ParallelContext, root_folder: Path):
