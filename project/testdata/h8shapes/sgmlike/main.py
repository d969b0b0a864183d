import argparse
import os

from omegaconf import OmegaConf


def get_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", "--name", type=str, const=True, default="", nargs="?", help="postfix for logdir")
    parser.add_argument("-b", "--base", nargs="*", metavar="base_config.yaml", help="paths to base configs", default=list())
    parser.add_argument("-t", "--train", type=bool, default=True, help="train")
    parser.add_argument("-l", "--logdir", type=str, default="logs", help="directory for logging")
    parser.add_argument("--wandb", type=bool, default=False, help="log to wandb")
    return parser


if __name__ == "__main__":
    opt = get_parser().parse_args()
    configs = [OmegaConf.load(c) for c in opt.base]
    logdir = os.path.join(opt.logdir, "run")
    os.makedirs(os.path.join(logdir, "checkpoints"), exist_ok=True)
