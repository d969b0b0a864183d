import argparse

import torch
import torchvision


def get_args_parser():
    parser = argparse.ArgumentParser('NeXtNet training and evaluation script', add_help=False)
    parser.add_argument('--batch_size', default=64, type=int)
    parser.add_argument('--epochs', default=300, type=int)
    parser.add_argument('--model', default='nextnet_tiny', type=str)
    parser.add_argument('--data_path', default='./data', type=str)
    parser.add_argument('--data_set', default='IMNET', choices=['CIFAR', 'IMNET', 'image_folder'], type=str)
    parser.add_argument('--output_dir', default='', help='path where to save, empty for no saving')
    return parser


def main(args):
    if args.data_set == 'CIFAR':
        dataset = torchvision.datasets.CIFAR100(args.data_path, train=True, download=True)
    torch.save({}, args.output_dir + '/checkpoint.pth')


if __name__ == '__main__':
    parser = argparse.ArgumentParser('NeXtNet training', parents=[get_args_parser()])
    main(parser.parse_args())
