"""FLUX.1 trainer (fixture: it declares its own options only)."""
import argparse


def setup_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset_config", type=str, default=None)
    parser.add_argument("--output_dir", type=str, default=None)
    parser.add_argument("--output_name", type=str, default=None)
    parser.add_argument("--deepspeed", action="store_true")
    return parser


if __name__ == "__main__":
    args = setup_parser().parse_args()
