import argparse
import os


class BaseOptions():
    """Options shared by training and testing."""

    def __init__(self):
        self.initialized = False

    def initialize(self, parser):
        parser.add_argument('--dataroot', default='placeholder', help='path to images')
        parser.add_argument('--name', type=str, default='experiment_name', help='name of the experiment')
        parser.add_argument('--gpu_ids', type=str, default='0', help='gpu ids: e.g. 0  0,1,2')
        parser.add_argument('--checkpoints_dir', type=str, default='./weights', help='models are saved here')
        parser.add_argument('--model', type=str, default='unpaired', help='which model to use')
        self.initialized = True
        return parser

    def parse(self):
        parser = argparse.ArgumentParser(formatter_class=argparse.ArgumentDefaultsHelpFormatter)
        parser = self.initialize(parser)
        opt = parser.parse_args()
        expr_dir = os.path.join(opt.checkpoints_dir, opt.name)
        os.makedirs(expr_dir, exist_ok=True)
        with open(os.path.join(expr_dir, 'opt.txt'), 'wt') as f:
            f.write(str(vars(opt)))
        self.opt = opt
        return self.opt
