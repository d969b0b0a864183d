"""Prints the pip command that installs cut-cross-entropy for the local torch (fixture stub)."""

import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--uv", action="store_true")

if __name__ == "__main__":
    parser.parse_args()
