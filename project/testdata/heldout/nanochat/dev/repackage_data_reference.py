# Reference for how the pretraining shards were produced (not run by users).
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--output-dir", type=str, default="climbmix_shards")
args = parser.parse_args()
