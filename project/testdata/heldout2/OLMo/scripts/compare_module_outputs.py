training runs starting from the same checkpoint, a viable approach is to collect
import logging
from argparse import ArgumentParser
from pathlib import Path
from typing import List
import torch
logger = logging.getLogger(__name__)
def _get_module_names(checkpoint_traces_folder: Path) -> List[str]:
    for trace_file in checkpoint_traces_folder.iterdir():
def compare_module_output(
def compare_module_outputs(
def main():
    parser = ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
