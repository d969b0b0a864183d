import argparse

import torch

parser = argparse.ArgumentParser(description="pretrain a model")
parser.add_argument("checkpoint", nargs="?", default="tiny/base-1b")
parser.add_argument("--train_data_path", default="data/")
parser.add_argument("--out_dir", default="out/pretrain")
args = parser.parse_args()


def train(model, out_dir):
    torch.save(model.state_dict(), f"{out_dir}/final.pth")
