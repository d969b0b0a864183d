import sys
import os
from megatron.neox_arguments import neox_args, deepspeed_args
from inspect import getmembers, getsource
from dataclasses import field, is_dataclass
from itertools import tee, zip_longest
import pathlib
def pairwise(iterable):
def get_docs(module):
def to_md(docs, intro_str=""):
if __name__ == "__main__":
