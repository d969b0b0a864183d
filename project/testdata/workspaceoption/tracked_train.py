import argparse

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--workspace", type=str, default="my-team", help="the W&B workspace (team) the run is logged to")
parser.add_argument("--output_dir", type=str, default="runs", help="where checkpoints go")
args = parser.parse_args()
torch.save({}, args.output_dir + "/last.pt")
