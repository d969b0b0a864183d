import argparse
import gzip
import os
import tempfile
from pathlib import Path
from typing import List, Optional, Tuple
from cached_path import cached_path
from olmo.checkpoint import load_state_dict
from olmo.config import TrainConfig
from olmo.data import build_memmap_dataset, build_train_dataloader
from olmo.data.iterable_dataset import IterableDataset
from olmo.tokenizer import Tokenizer
from olmo.util import add_cached_path_clients, clean_opt, prepare_cli_environment
def get_global_train_examples_seen_before_step(step: int, trainer_state: dict, cfg: TrainConfig):
def _revert_data_mounts(cfg: TrainConfig, mounts: List[Tuple[str, str]]):
def inspect_data_without_device_data_indices(
            # Unsharded checkpointing
            # Legacy checkpointing
        os.environ["RANK"] = "0"
            os.environ["RANK"] = str(rank)
            os.environ["FS_LOCAL_RANK"] = "1"
def main(
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("run_path", help="Path to run of which you want to inspect training data")
    parser.add_argument(
    parser.add_argument("steps", nargs="+", type=int, help="Steps of run for which you want to see training data")
    parser.add_argument(
    parser.add_argument(
        "--checkpoint_num",
        help="Step number of checkpoint from which training state is to be obtained. Required when data indices are not present.",
    parser.add_argument("--world_size", type=int, help="World size. Required when data indices are not present.")
    parser.add_argument(
        reference_step=args.checkpoint_num if args.checkpoint_num >= 0 else None,
