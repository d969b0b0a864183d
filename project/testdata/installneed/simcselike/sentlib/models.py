import torch


class ContrastiveBert(torch.nn.Module):
    def __init__(self, name, temp=0.05):
        super().__init__()
        self.temp = temp
