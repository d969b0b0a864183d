import os.path as osp
import torch

from srlib.utils import get_root_logger
from srlib.utils.options import dict2str, parse_options


def init_tb_loggers(opt):
    log_dir = osp.join(opt['root_path'], 'tb_logger', opt['name'])
    return log_dir


def train_pipeline(root_path):
    opt, args = parse_options(root_path, is_train=True)
    opt['root_path'] = root_path
    init_tb_loggers(opt)
    torch.save({}, osp.join(opt['path']['models'], 'net_g_latest.pth'))
