import os
import torch
from torch.utils.tensorboard import SummaryWriter
from helpers import save_checkpoint


class ContrastiveLearner:
    def __init__(self, args):
        self.args = args
        self.writer = SummaryWriter()

    def train(self):
        for epoch in range(self.args.epochs):
            pass
        name = 'checkpoint_{:04d}.pth.tar'.format(self.args.epochs)
        save_checkpoint({'epoch': self.args.epochs}, is_best=False,
                        filename=os.path.join(self.writer.log_dir, name))
