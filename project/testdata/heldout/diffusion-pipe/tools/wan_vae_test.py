# VAE round-trip check (not training).
import argparse
from pathlib import Path

CKPT_DIR = '/data2/imagegen_models/Wan2.1-T2V-1.3B'

parser = argparse.ArgumentParser()
parser.add_argument('--input', type=Path, required=True)
args = parser.parse_args()
