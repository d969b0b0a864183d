import argparse
import os

import torch
import torchvision

parser = argparse.ArgumentParser(description="a long-convolution classifier on CIFAR-10")
parser.add_argument("--lr", default=0.01, type=float)
parser.add_argument("--epochs", default=100, type=int)
args = parser.parse_args()

data = torchvision.datasets.CIFAR10(root="./data/cifar/", train=True, download=True)


def evaluate(model, acc, best):
    if acc > best:
        os.makedirs("checkpoint", exist_ok=True)
        torch.save({"model": model.state_dict(), "acc": acc}, "./checkpoint/ckpt.pth")
