"""FLUX.1 LoRA trainer (fixture: its options come from the shared parsers)."""
import argparse

import train_network
from library import flux_train_utils, train_util


def setup_parser() -> argparse.ArgumentParser:
    parser = train_network.setup_parser()
    train_util.add_dit_training_arguments(parser)
    flux_train_utils.add_flux_train_arguments(parser)
    parser.add_argument("--split_mode", action="store_true", help="[Deprecated] use 'train_blocks=single' in network_args")
    return parser


if __name__ == "__main__":
    parser = setup_parser()
    args = parser.parse_args()
