import argparse


class BaseOptions():
    def initialize(self, parser):
        parser.add_argument('--seed', type=int, default=0, help='random seed')
        return parser

    def parse(self):
        parser = argparse.ArgumentParser()
        parser = self.initialize(parser)
        return parser.parse_args()
