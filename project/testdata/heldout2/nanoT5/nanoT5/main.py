from accelerate import Accelerator
from omegaconf import open_dict
import hydra
import torch
import time
from .utils import (
@hydra.main(config_path="configs", config_name="default", version_base='1.1')
def main(args):
if __name__ == "__main__":
