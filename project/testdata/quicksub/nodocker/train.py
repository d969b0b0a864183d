import argparse
from pathlib import Path

import torch
import torchvision

from unet import UNet

dir_checkpoint = Path('./checkpoints/')


def get_args():
    parser = argparse.ArgumentParser(description='Train the UNet on images and target masks')
    parser.add_argument('--epochs', '-e', type=int, default=5)
    parser.add_argument('--batch-size', '-b', dest='batch_size', type=int, default=1)
    parser.add_argument('--scale', '-s', type=float, default=0.5)
    parser.add_argument('--amp', action='store_true', default=False)
    return parser.parse_args()


if __name__ == '__main__':
    args = get_args()
    train_set = torchvision.datasets.VOCSegmentation('data', download=True)
    model = UNet()
    for epoch in range(1, args.epochs + 1):
        dir_checkpoint.mkdir(parents=True, exist_ok=True)
        torch.save(model.state_dict(), str(dir_checkpoint / 'checkpoint_epoch{}.pth'.format(epoch)))
