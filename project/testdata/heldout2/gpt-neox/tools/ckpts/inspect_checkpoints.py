# Adapted from https://github.com/awaelchli/pytorch-lightning-snippets/blob/master/checkpoint/peek.py
import code
import os
import re
from argparse import ArgumentParser, Namespace
from collections.abc import Mapping, Sequence
from pathlib import Path
import torch
class COLORS:
PRIMITIVE_TYPES = (int, float, bool, str, type)
def natural_sort(l):
def sizeof_fmt(num, suffix="B"):
def pretty_print(contents: dict):
    """Prints a nice summary of the top-level contents in a checkpoint dictionary."""
def common_entries(*dcts):
def pretty_print_double(contents1: dict, contents2: dict, args):
    """Prints a nice summary of the top-level contents in a checkpoint dictionary."""
def get_attribute(obj: object, name: str) -> object:
def get_files(pth):
def peek(args: Namespace):
                banner="Entering interactive shell. You can access the checkpoint contents through the local variable 'checkpoint'.",
                local={"checkpoint": ckpt, "torch": torch},
def get_shared_fnames(files_1, files_2):
def get_selection(filename, args):
def compare(args: Namespace):
                banner="Entering interactive shell. You can access the checkpoint contents through the local variable 'selection_1' / 'selection_2'.\nPress Ctrl-D to exit.",
def main():
    parser = ArgumentParser()
    parser.add_argument(
        help="The checkpoint dir to inspect. Must be either: \
         - two comma separated directories - in which case the script will *compare* the two checkpoints",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
