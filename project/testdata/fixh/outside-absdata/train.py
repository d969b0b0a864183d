import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument('--data_path', required=True)
parser.add_argument('--epochs', type=int, default=90)
parser.add_argument('--output_dir', default='checkpoints')
args = parser.parse_args()
os.makedirs(args.output_dir, exist_ok=True)
