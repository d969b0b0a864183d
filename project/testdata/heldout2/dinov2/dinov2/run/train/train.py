"""Slurm launcher for DINOv2 training (fixture)."""
import os
import sys

from dinov2.train import get_args_parser as get_train_args_parser
from dinov2.run.submit import get_args_parser, submit_jobs


class Trainer(object):
    def __init__(self, args):
        self.args = args

    def __call__(self):
        from dinov2.train import main as train_main

        train_main(self.args)


def main():
    parents = [get_train_args_parser(add_help=False)]
    args = get_args_parser(description="Submitit launcher for DINOv2 training", parents=parents).parse_args()
    assert os.path.exists(args.config_file), "Configuration file does not exist!"
    submit_jobs(Trainer, args, name="dinov2:train")
    return 0


if __name__ == "__main__":
    sys.exit(main())
