import argparse
import os.path as osp
import yaml


def parse_options(root_path, is_train=True):
    parser = argparse.ArgumentParser()
    parser.add_argument('-opt', type=str, required=True, help='Path to option YAML file.')
    parser.add_argument('--launcher', choices=['none', 'pytorch', 'slurm'], default='none')
    parser.add_argument('--auto_resume', action='store_true')
    parser.add_argument('--debug', action='store_true')
    args = parser.parse_args()
    with open(args.opt, mode='r') as f:
        opt = yaml.safe_load(f)
    opt['is_train'] = is_train
    if is_train:
        opt['path']['experiments_root'] = osp.join(root_path, 'experiments', opt['name'])
        opt['path']['models'] = osp.join(opt['path']['experiments_root'], 'models')
        opt['path']['training_states'] = osp.join(opt['path']['experiments_root'], 'training_states')
        opt['path']['log'] = opt['path']['experiments_root']
    else:
        opt['path']['results_root'] = osp.join(root_path, 'results', opt['name'])
        opt['path']['log'] = opt['path']['results_root']
    return opt, args


def dict2str(opt):
    return str(opt)
