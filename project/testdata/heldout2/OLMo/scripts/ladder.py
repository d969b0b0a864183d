import argparse
import logging
import os
import re
from copy import deepcopy
from typing import Set, Tuple, Union
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.fsdp import ShardingStrategy
from olmo import (
from olmo.config import (
from olmo.data import named_data_mixes
from olmo.util import (
    find_latest_checkpoint,
log = logging.getLogger("train")
MODEL_CONFIG_150M = ModelConfig(
MODEL_CONFIGS = {
_number_unit_re = re.compile(r"^([0-9]+)([a-zA-Z]+)$")
def parse_size(size: str) -> int:
def parse_length(length: str, model_size: int) -> int:
def config_from_args(args: argparse.Namespace) -> TrainConfig:
    remote_save_folder = f"s3://ai2-llm/checkpoints/OLMo-ladder/{run_name}"
        load_path = find_latest_checkpoint(remote_save_folder)
        save_num_unsharded_checkpoints_to_keep=-1,
        sharded_checkpointer=ShardedCheckpointerType.olmo_core,
def _factors(n: int) -> Set[int]:
def nodecounts_cmd(args: argparse.Namespace):
def size_for_model(model_config: Union[ModelConfig, str]) -> Tuple[int, int]:
def size_cmd(args: argparse.Namespace):
def dump_cmd(args: argparse.Namespace):
def train_cmd(args: argparse.Namespace):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(os.path.basename(__file__))
    nodecounts_parser = subparsers.add_parser("nodecounts")
    nodecounts_parser.add_argument("--gpus-per-node", type=int, default=8)
    nodecounts_parser.add_argument("--model", type=str, required=True)
    size_parser = subparsers.add_parser("size")
    size_parser.add_argument("--model", type=str, required=True)
    dump_parser = subparsers.add_parser("dump")
    dump_parser.add_argument(
    dump_parser.add_argument(
    train_parser = subparsers.add_parser("train")
        subparser.add_argument("--model", type=str, required=True)
        subparser.add_argument("--data", type=str, required=True)
        subparser.add_argument("--length", type=str, default="2xC")
        subparser.add_argument("--name", type=str, required=True)
        subparser.add_argument(
            help="read data from S3, write checkpoints to S3",
        subparser.add_argument(
        subparser.add_argument("--read_location", type=str, default=None)
        subparser.add_argument("--write_location", type=str, default=None)
        subparser.add_argument("--save_overwrite", action="store_true")
        subparser.add_argument("--load_path", type=str)
        subparser.add_argument("--eval_on_load", action="store_true")
