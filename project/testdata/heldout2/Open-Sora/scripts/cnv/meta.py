"""Adds frame counts, sizes and fps to a dataset csv (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", type=str, required=True)
    parser.add_argument("--output", type=str, required=True)
    parser.add_argument("--num_workers", type=int, default=None)
    args = parser.parse_args()
