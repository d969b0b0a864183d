import torch
def print_rank_0(*message):
from .neox_arguments import NeoXArgs
