import torch


class SRNetModel(torch.nn.Module):
    pass
