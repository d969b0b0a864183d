import argparse
import os

import torch

from utils.utils import display


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument('-c', '--compound_coef', type=int, default=0)
    parser.add_argument('--batch_size', type=int, default=12)
    parser.add_argument('--lr', type=float, default=1e-4)
    parser.add_argument('--saved_path', type=str)
    return parser.parse_args()


def train(opt):
    for epoch in range(10):
        display(imgs)
        save_checkpoint(model, f'det-d{opt.compound_coef}_{epoch}.pth')


def save_checkpoint(model, name):
    torch.save(model.state_dict(), os.path.join(opt.saved_path, name))


if __name__ == '__main__':
    opt = get_args()
    train(opt)
