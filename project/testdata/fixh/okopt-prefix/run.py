import argparse
import os
import torch

parser = argparse.ArgumentParser(description='contrastive pretraining')
parser.add_argument('-data', metavar='DIR', default='./datasets', help='path to dataset')
parser.add_argument('-dataset-name', default='cifar10', help='dataset name', choices=['stl10', 'cifar10'])
parser.add_argument('-a', '--arch', metavar='ARCH', default='resnet18')
parser.add_argument('-j', '--workers', default=4, type=int)
parser.add_argument('--epochs', default=100, type=int)
parser.add_argument('-b', '--batch-size', default=256, type=int)
parser.add_argument('--lr', '--learning-rate', default=0.0003, type=float)
parser.add_argument('--log-every-n-steps', default=100, type=int)
parser.add_argument('--out_dim', default=128, type=int)


def main():
    args = parser.parse_args()
    os.makedirs('runs', exist_ok=True)
    torch.save({'arch': args.arch}, 'runs/checkpoint.pth.tar')


if __name__ == "__main__":
    main()
