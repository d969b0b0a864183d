import argparse
import os

import torch
from torchvision import datasets, transforms


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--data-dir', required=True)
    p.add_argument('--epochs', type=int, default=300)
    p.add_argument('--output', default='output')
    a = p.parse_args()
    ds = datasets.ImageFolder(os.path.join(a.data_dir, 'train'), transforms.ToTensor())
    loader = torch.utils.data.DataLoader(ds, batch_size=64)
    model = torch.nn.Linear(3 * 224 * 224, 1000)
    for _ in range(a.epochs):
        for x, y in loader:
            pass
    os.makedirs(a.output, exist_ok=True)
    torch.save(model.state_dict(), os.path.join(a.output, 'model.pt'))


if __name__ == '__main__':
    main()
