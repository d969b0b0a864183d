import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument('--data_path', default="data")
parser.add_argument('--cache', default='/tmp/c')
parser.add_argument('--epochs', type=int, default=90)
parser.add_argument('--save_dir', default='checkpoints')
args = parser.parse_args()
os.makedirs(args.save_dir, exist_ok=True)
