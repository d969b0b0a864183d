"""Example trainer (fixture)."""
import argparse


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", type=str, required=True, help="Path to the YAML config file")
    return parser.parse_args()


if __name__ == "__main__":
    args = get_args()
