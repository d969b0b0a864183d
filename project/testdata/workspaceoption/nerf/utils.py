import os

import torch


class Trainer:
    def __init__(self, name, opt, workspace="workspace"):
        self.name = name
        self.workspace = workspace
        self.ckpt_path = os.path.join(self.workspace, "checkpoints")
        os.makedirs(self.ckpt_path, exist_ok=True)

    def save_checkpoint(self, model, epoch):
        torch.save(model.state_dict(), f"{self.ckpt_path}/{self.name}_ep{epoch:04d}.pth")
