import argparse
import os

import torch

parser = argparse.ArgumentParser()
parser.add_argument('--layers', default=28, type=int)
parser.add_argument('--widen-factor', default=10, type=int)
parser.add_argument('--name', default='WideResNet-28-10', type=str)
args = parser.parse_args()

model = torch.nn.Linear(2, 2)
os.makedirs('results/%s' % args.name, exist_ok=True)
for epoch in range(10):
    torch.save(model.state_dict(), os.path.join('results/%s' % args.name, 'model_%03d.pth' % epoch))
