import argparse
import os
import os.path as osp

from mmengine.config import Config
from mmengine.runner import Runner
from detkit.registry import RUNNERS


def parse_args():
    parser = argparse.ArgumentParser(description='Train a detector')
    parser.add_argument('config', help='the config file of the run')
    parser.add_argument('--work-dir', help='folder for logs and checkpoints')
    parser.add_argument('--amp', action='store_true', help='mixed precision')
    return parser.parse_args()


def merge_args(cfg, args):
    # the folder: command line first, then the config, then the config's name
    if args.work_dir is not None:
        cfg.work_dir = args.work_dir
    elif cfg.get('work_dir', None) is None:
        # named after the config file
        cfg.work_dir = osp.join('./work_dirs',
                                osp.splitext(osp.basename(args.config))[0])
    return cfg


def main():
    args = parse_args()
    cfg = merge_args(Config.fromfile(args.config), args)
    runner = Runner.from_cfg(cfg)
    runner.train()


if __name__ == '__main__':
    main()
