import argparse
import os

import torch

parser = argparse.ArgumentParser()
parser.add_argument('--expname', default='TEST', type=str)
parser.add_argument('--root', type=str, help='where everything goes')
args = parser.parse_args()


def save_checkpoint(state, filename='checkpoint.pth.tar'):
    directory = "%s/%s/" % (args.root, args.expname)
    if not os.path.exists(directory):
        os.makedirs(directory)
    torch.save(state, directory + filename)


save_checkpoint({'state_dict': torch.nn.Linear(2, 2).state_dict()})
