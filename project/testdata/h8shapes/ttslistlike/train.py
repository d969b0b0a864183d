import argparse
import os

import torch

from hparams import create_hparams


def train(output_directory, log_directory, hparams):
    os.makedirs(output_directory, exist_ok=True)
    with open(hparams['training_files']) as f:
        entries = [line.split('|') for line in f]
    torch.save({}, os.path.join(output_directory, 'checkpoint_0'))


if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('-o', '--output_directory', type=str, help='directory to save checkpoints')
    parser.add_argument('-l', '--log_directory', type=str, help='directory to save tensorboard logs')
    args = parser.parse_args()
    train(args.output_directory, args.log_directory, create_hparams())
