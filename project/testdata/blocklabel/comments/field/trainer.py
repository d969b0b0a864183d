import os

import torch


class Trainer:
    def __init__(self, name, opt, workspace="workspace"):
        self.name = name
        self.workspace = workspace
        os.makedirs(self.workspace, exist_ok=True)
        self.ckpt_path = os.path.join(self.workspace, "checkpoints")

    def save_checkpoint(self, model, epoch):
        torch.save(model.state_dict(), os.path.join(self.ckpt_path, f"{self.name}_ep{epoch:04d}.pth"))
