import argparse
import torch
import webdataset as wds
import yaml
p = argparse.ArgumentParser()
p.add_argument("--config")
cfg = yaml.safe_load(open(p.parse_args().config))
ds = wds.WebDataset(cfg["data"]["shards"])
torch.save({}, cfg["training"]["output_dir"] + "/model.pt")
