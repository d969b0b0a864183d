import sys
import yaml
import torch
cfg = yaml.safe_load(open(sys.argv[1]))
torch.save({}, cfg["output_dir"] + "/model.pt")
