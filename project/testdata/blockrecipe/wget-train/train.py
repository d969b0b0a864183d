import argparse

import torch
import yaml

parser = argparse.ArgumentParser(description="train a character-level model")
parser.add_argument("--config", default=None)
parser.add_argument("--data", default="corpus/sample.json")
parser.add_argument("--out_dir", default="out")
args = parser.parse_args()
if args.config:
    with open(args.config) as f:
        vars(args).update(yaml.safe_load(f))


def save(model):
    torch.save(model.state_dict(), f"{args.out_dir}/ckpt.pt")
