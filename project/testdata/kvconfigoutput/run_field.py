import os
import configargparse


def config_parser():
    parser = configargparse.ArgumentParser()
    parser.add_argument('--config', is_config_file=True,
                        help='config file path')
    parser.add_argument("--expname", type=str,
                        help='experiment name')
    parser.add_argument("--basedir", type=str, default='./logs/',
                        help='where to store ckpts and logs')
    parser.add_argument("--datadir", type=str, default='./data/scene',
                        help='input data directory')
    parser.add_argument("--lrate", type=float, default=5e-4,
                        help='learning rate')
    return parser


def train():
    parser = config_parser()
    args = parser.parse_args()
    os.makedirs(os.path.join(args.basedir, args.expname), exist_ok=True)
    path = os.path.join(args.basedir, args.expname, '{:06d}.tar'.format(1))
    print(path)


if __name__ == '__main__':
    train()
