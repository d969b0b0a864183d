import argparse
import os

import torch
import torchvision

parser = argparse.ArgumentParser(description='CIFAR-10 residual nets')
parser.add_argument('--arch', '-a', default='resnet20')
parser.add_argument('--epochs', default=200, type=int)
parser.add_argument('-e', '--evaluate', dest='evaluate', action='store_true')
parser.add_argument('--save-dir', dest='save_dir', default='save_temp', type=str,
                    help='The directory used to save the trained models')


def main():
    args = parser.parse_args()
    if not os.path.exists(args.save_dir):
        os.makedirs(args.save_dir)
    data = torchvision.datasets.CIFAR10(root='./data', train=True, download=True)
    torch.save({}, os.path.join(args.save_dir, 'model.th'))


if __name__ == '__main__':
    main()
