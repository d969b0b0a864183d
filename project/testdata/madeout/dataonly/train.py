import os
import torch
import torchvision

os.makedirs("data", exist_ok=True)
train = torchvision.datasets.CIFAR10(root="./data", train=True, download=True)
cache = os.path.join("data", "train_cache.pt")
torch.save({"images": torch.tensor(train.data)}, cache)
for epoch in range(10):
    print(epoch, run_epoch(train))
