import argparse
import os

import torch
import yaml
from vislib import create_model


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--data-dir', default='data/imagenette')
    p.add_argument('--model', default='resnet18')
    p.add_argument('--epochs', type=int, default=10)
    p.add_argument('--output', default='output/train')
    args = p.parse_args()
    model = create_model(args.model)
    os.makedirs(args.output, exist_ok=True)
    torch.save(model.state_dict(), os.path.join(args.output, 'last.pth'))


if __name__ == '__main__':
    main()
