import os
import argparse

import torch

from config import DATA
from config import CHECKPOINT_DIR as CKPT
from config import RESIZE_TO


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=10)
    args = p.parse_args()
    model = torch.nn.Conv2d(1, 1, 3)
    os.makedirs(CKPT, exist_ok=True)
    for epoch in range(args.epochs):
        torch.save(model.state_dict(), os.path.join(CKPT, f"unet_{epoch}.pth"))


if __name__ == "__main__":
    main()
