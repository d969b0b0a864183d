import os

import torch

os.makedirs("weights", exist_ok=True)
os.makedirs("logs", exist_ok=True)
for step in range(1000):
    if step % 100 == 0:
        with open("logs/train.txt", "a") as f:
            f.write(f"{step} {loss}\n")
        torch.save(model.state_dict(), f"weights/step_{step}.pt")
