import argparse

import torch
import torchvision
import torchvision.transforms as transforms

parser = argparse.ArgumentParser(description='CIFAR10 training')
parser.add_argument('--data_dir', default='./data', type=str)
parser.add_argument('--epochs', default=200, type=int)
args = parser.parse_args()

trainset = torchvision.datasets.CIFAR10(root=args.data_dir, train=True, download=True, transform=transforms.ToTensor())
loader = torch.utils.data.DataLoader(trainset, batch_size=128, shuffle=True)
model = torch.nn.Linear(3 * 32 * 32, 10)
for epoch in range(args.epochs):
    for x, y in loader:
        loss = torch.nn.functional.cross_entropy(model(x.flatten(1)), y)
        loss.backward()
