import os
import argparse

import torch
from torch.utils.tensorboard import SummaryWriter

from conf import settings

parser = argparse.ArgumentParser()
parser.add_argument('-net', type=str, required=True)
parser.add_argument('-ckpt-root', type=str, default=None)
args = parser.parse_args()
net = torch.nn.Linear(2, 2)

if not os.path.exists(settings.LOG_DIR):
    os.mkdir(settings.LOG_DIR)
writer = SummaryWriter(log_dir=os.path.join(settings.LOG_DIR, args.net, settings.TIME_NOW))
ckpt = os.path.join(args.ckpt_root, args.net)
os.makedirs(ckpt)
torch.save(net.state_dict(), os.path.join(ckpt, 'last.pth'))
