import argparse
import os

import torch

p = argparse.ArgumentParser()
p.add_argument('--env', default='Pong')
p.add_argument('--seed', type=int, default=0)
p.add_argument('--output_dir', default='runs/default')
args = p.parse_args()
os.makedirs(args.output_dir, exist_ok=True)
torch.save({}, os.path.join(args.output_dir, 'agent.pt'))
