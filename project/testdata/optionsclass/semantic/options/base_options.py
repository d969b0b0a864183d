import argparse


class BaseOptions():
    def initialize(self, parser):
        parser.add_argument('--name', type=str, default='label2scene', help='name of the experiment')
        parser.add_argument('--checkpoints_dir', type=str, default='./ckpts', help='models are saved here')
        parser.add_argument('--batchSize', type=int, default=1, help='input batch size')
        return parser

    def parse(self):
        parser = argparse.ArgumentParser()
        parser = self.initialize(parser)
        return parser.parse_args()
