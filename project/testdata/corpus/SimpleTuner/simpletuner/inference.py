"""Inference helper (fixture stub)."""

import argparse


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True)
    parser.add_argument("--prompt", required=True)
    parser.add_argument("--output", default="output.png")
    parser.parse_args()
    return 0
