import torch
class HypernetworkModule(torch.nn.Module):
class Hypernetwork(torch.nn.Module):
