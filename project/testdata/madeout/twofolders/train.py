import os
from pathlib import Path

import torch
from torchvision.utils import save_image

ckpt_root = Path("weights")
ckpt_root.mkdir(parents=True, exist_ok=True)
os.makedirs("previews", exist_ok=True)
for step in range(1000):
    if step % 100 == 0:
        save_image(sample(), f"previews/{step:05d}.png")
        torch.save(model.state_dict(), ckpt_root / f"step_{step}.pt")
