import argparse
import os
import torch

parser = argparse.ArgumentParser()
parser.add_argument('--epochs', type=int, default=50)
parser.add_argument('--output_dir', default='output')
args = parser.parse_args()
os.makedirs(args.output_dir, exist_ok=True)
torch.save({}, os.path.join(args.output_dir, 'g.pt'))
