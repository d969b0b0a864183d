import argparse

import torch
import yaml

parser = argparse.ArgumentParser()
parser.add_argument("--cfg", required=True)
parser.add_argument("--launcher", default="none")
args = parser.parse_args()
cfg = yaml.safe_load(open(args.cfg))
model = torch.nn.Conv2d(3, 19, 1)
torch.save(model.state_dict(), cfg["work_dir"] + "/latest.pth")
