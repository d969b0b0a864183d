import os
import torch


class Trainer:
    def __init__(self, opt):
        self.opt = opt
        self.net = torch.nn.Linear(2, 2)

    def run_generator_one_step(self):
        pass

    def save(self, epoch):
        path = os.path.join(self.opt.checkpoints_dir, self.opt.name, '%s_net_G.pth' % epoch)
        torch.save(self.net.state_dict(), path)
