import argparse
import os

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--output_dir", default="runs", help="where checkpoints go")
args = parser.parse_args()

os.makedirs("logs", exist_ok=True)
with open("logs/train.log", "w") as f:
    f.write("start\n")
os.makedirs(args.output_dir, exist_ok=True)
torch.save(model.state_dict(), os.path.join(args.output_dir, "model.pt"))
