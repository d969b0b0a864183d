import argparse
import os
import shutil

import torch

parser = argparse.ArgumentParser(description='PyTorch DenseNet Training')
parser.add_argument('--depth', default=100, type=int)
parser.add_argument('--epochs', default=300, type=int)
parser.add_argument('--expname', default='TEST', type=str, help='name of experiment')
args = parser.parse_args()


def main():
    model = torch.nn.Linear(2, 2)
    for epoch in range(args.epochs):
        save_checkpoint({'epoch': epoch + 1, 'state_dict': model.state_dict()}, epoch % 2 == 0)


def save_checkpoint(state, is_best, filename='checkpoint.pth.tar'):
    directory = "runs/%s/" % (args.expname)
    if not os.path.exists(directory):
        os.makedirs(directory)
    filename = directory + filename
    torch.save(state, filename)
    if is_best:
        shutil.copyfile(filename, 'runs/%s/' % (args.expname) + 'model_best.pth.tar')


if __name__ == '__main__':
    main()
