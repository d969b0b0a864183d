import argparse
import os

# On a SLURM cluster, wrap this script in your own sbatch file.
parser = argparse.ArgumentParser()
parser.add_argument('--epochs', type=int, default=90)
parser.add_argument('--data_root', default='data')
parser.add_argument('--output_dir', default='checkpoints')
args = parser.parse_args()
os.makedirs(args.output_dir, exist_ok=True)
