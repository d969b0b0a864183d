# Fixture stub: downloads pretraining shards into <base_dir>/base_data_climbmix.
import argparse
import os

from nanochat.common import get_base_dir

base_dir = get_base_dir()
DATA_DIR = os.path.join(base_dir, "base_data_climbmix")

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Download pretraining shards")
    parser.add_argument("-n", "--num-files", type=int, default=-1, help="number of train shards to download (-1 = disable)")
    parser.add_argument("-w", "--num-workers", type=int, default=4)
    args = parser.parse_args()
    os.makedirs(DATA_DIR, exist_ok=True)
