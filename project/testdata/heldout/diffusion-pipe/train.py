# Fixture stub of diffusion-pipe train.py: argument parsing shape only.
import argparse
import json
import os
from pathlib import Path

import toml
import deepspeed

parser = argparse.ArgumentParser()
parser.add_argument('--config', help='TOML config file.')
parser.add_argument('--local_rank', type=int, default=-1, help='set by the distributed launcher')
parser.add_argument('--resume_from_checkpoint', nargs='?', const=True, default=None, help='resume from latest or named run folder')
parser.add_argument('--reset_dataloader', action='store_true')
parser.add_argument('--reset_optimizer', action='store_true')
parser.add_argument('--reset_optimizer_params', action='store_true')
parser.add_argument('--regenerate_cache', action='store_true')
parser.add_argument('--cache_only', action='store_true')
parser.add_argument('--trust_cache', action='store_true')
parser.add_argument('--i_know_what_i_am_doing', action='store_true')
parser.add_argument('--master_port', type=int, default=29500)
parser.add_argument('--dump_dataset', type=Path, default=None)
parser.add_argument('--test_sample', action='store_true')
parser = deepspeed.add_config_arguments(parser)  # adds --deepspeed / --deepspeed_config
args = parser.parse_args()


def get_most_recent_run_dir(output_dir):
    ...


if __name__ == '__main__':
    with open(args.config) as f:
        config = json.loads(json.dumps(toml.load(f)))
    # each run goes to os.path.join(config['output_dir'], <UTC timestamp>)
    run_dir = os.path.join(config['output_dir'], 'YYYYmmdd_HH-MM-SS')
