import argparse

from config import get_config


def parse_option():
    parser = argparse.ArgumentParser('VLNet-ViT training and evaluation script')
    parser.add_argument('--cfg', type=str, required=True, metavar="FILE", help='path to config file')
    parser.add_argument('--data-path', type=str, help='path to dataset')
    parser.add_argument('--batch-size', type=int, help="batch size for single GPU")
    parser.add_argument('--output', default='output', type=str, metavar='PATH', help='root of output folder')
    parser.add_argument('--eval', action='store_true', help='Perform evaluation only')
    parser.add_argument('--resume', help='resume from checkpoint')
    parser.add_argument("--local-rank", type=int, default=0)
    args, unparsed = parser.parse_known_args()
    return args, get_config(args)


if __name__ == '__main__':
    args, config = parse_option()
