import argparse
import torch
import webdataset as wds
from omegaconf import OmegaConf
p = argparse.ArgumentParser()
p.add_argument("--config")
cfg = OmegaConf.load(p.parse_args().config)
ds = wds.WebDataset(cfg.dataset.params.train_shards_path_or_url)
torch.save({}, cfg.experiment.output_dir + "/checkpoint.pt")
