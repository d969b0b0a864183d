import torch

def train94():
    return 0.94
