import argparse


class ExportOptions():
    def initialize(self, parser):
        parser.add_argument('--checkpoints_dir', type=str, default='./exported', help='models are saved here')
        return parser
