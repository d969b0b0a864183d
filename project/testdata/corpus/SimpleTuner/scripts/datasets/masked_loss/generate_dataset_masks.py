"""Make segmentation masks for masked-loss training (fixture stub)."""

import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--input_dir", required=True)
parser.add_argument("--output_dir", required=True)
parser.add_argument("--text_input", default="person")

if __name__ == "__main__":
    parser.parse_args()
