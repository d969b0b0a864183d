import os.path as osp
import torch

from facerest.utils.options import parse_options


def train_pipeline(root_path):
    opt, args = parse_options(root_path, is_train=True)
    tb_logger = osp.join(root_path, 'tb_logger', opt['name'])
    torch.save({}, osp.join(opt['path']['models'], 'net_g_latest.pth'))


if __name__ == '__main__':
    root_path = osp.abspath(osp.join(__file__, osp.pardir, osp.pardir))
    train_pipeline(root_path)
