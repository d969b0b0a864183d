import argparse
from pathlib import Path

import torch


def get_args_parser():
    parser = argparse.ArgumentParser('Set transformer detector', add_help=False)
    parser.add_argument('--lr', default=1e-4, type=float)
    parser.add_argument('--epochs', default=300, type=int)
    parser.add_argument('--coco_path', type=str)
    parser.add_argument('--output_dir', default='', help='path where to save, empty for no saving')
    return parser


def main(args):
    root = Path(args.coco_path)
    model = torch.nn.Linear(2, 2)
    if args.output_dir:
        torch.save(model.state_dict(), Path(args.output_dir) / 'checkpoint.pth')
    print(root)


if __name__ == '__main__':
    parser = argparse.ArgumentParser('DETR training', parents=[get_args_parser()])
    main(parser.parse_args())
