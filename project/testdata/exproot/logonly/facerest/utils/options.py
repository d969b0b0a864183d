import argparse
import os.path as osp
import yaml


def parse_options(root_path, is_train=True):
    parser = argparse.ArgumentParser()
    parser.add_argument('-opt', type=str, required=True, help='Path to option YAML file.')
    parser.add_argument('--launcher', choices=['none', 'pytorch', 'slurm'], default='none')
    args = parser.parse_args()
    with open(args.opt, mode='r') as f:
        opt = yaml.safe_load(f)
    if is_train:
        log_dir = osp.join(root_path, 'tb_logger', opt['name'])
        opt['path']['log'] = log_dir
        results_root = osp.join(root_path, 'results')
    return opt, args
