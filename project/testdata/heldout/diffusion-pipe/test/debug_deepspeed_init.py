# Checks deepspeed.initialize() on its own. Run from the repo root:
#   deepspeed --num_gpus=2 --module test.debug_deepspeed_init --deepspeed
import argparse

import deepspeed

parser = argparse.ArgumentParser()
parser.add_argument('--config', default='./test/config.toml', help='TOML config file.')
parser.add_argument('--local_rank', type=int, default=-1)
parser.add_argument('--master_port', type=int, default=29500)
parser = deepspeed.add_config_arguments(parser)
args = parser.parse_args()
