import argparse

import torch
import yaml

parser = argparse.ArgumentParser(description="finetune a model with LoRA")
parser.add_argument("checkpoint", nargs="?", default="tiny/base-1b")
parser.add_argument("--config", default=None)
parser.add_argument("--data_path", default="data/alpaca.json")
parser.add_argument("--out_dir", default="out/finetune/lora")
args = parser.parse_args()
if args.config:
    with open(args.config) as f:
        vars(args).update(yaml.safe_load(f))


def train(model, out_dir):
    torch.save(model.state_dict(), f"{out_dir}/final.pth")
