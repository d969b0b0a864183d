# VAE round-trip check (not training).
import argparse
from pathlib import Path

parser = argparse.ArgumentParser()
parser.add_argument('--input', type=Path, required=True)
parser.add_argument('--output', type=Path, required=True)
args = parser.parse_args()

if __name__ == '__main__':
    pass
