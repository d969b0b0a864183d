import os
import sys
import torch
from torch.utils.data import Dataset
from torch.utils.data.dataloader import DataLoader
from mingpt.model import GPT
from mingpt.trainer import Trainer
from mingpt.utils import set_seed, setup_logging, CfgNode as CN
def get_config():
    C.system.work_dir = './out/chargpt'
class CharDataset(Dataset):
if __name__ == '__main__':
    config.merge_from_args(sys.argv[1:])
            ckpt_path = os.path.join(config.system.work_dir, "model.pt")
