# fixture stub: the dataset definition (.toml/.json) is passed with --dataset_config
import argparse
from pathlib import Path


def add_config_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--dataset_config", type=Path, default=None, help="dataset definition file (.toml)")


def load_user_config(file):
    raise NotImplementedError("fixture stub")
