import os
import torch


class UnpairedModel:
    def __init__(self, opt):
        self.save_dir = os.path.join(opt.checkpoints_dir, opt.name)
        self.net = torch.nn.Linear(2, 2)

    def optimize_parameters(self):
        pass

    def save_networks(self, epoch):
        save_path = os.path.join(self.save_dir, '%s_net.pth' % epoch)
        torch.save(self.net.state_dict(), save_path)
