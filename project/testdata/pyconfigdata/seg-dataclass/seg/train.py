import torch
from seg.settings import TrainConfig

cfg = TrainConfig()
print(cfg.dataset_path)
