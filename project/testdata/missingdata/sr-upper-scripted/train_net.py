import argparse
import os

import torch
import yaml


def load_dataset(config, device):
    return sorted(os.listdir(config["TRAIN"]["DATASET"]["TRAIN_GT_IMAGES_DIR"]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config_path", type=str, default="./configs/train/Net_x4-Mix.yaml")
    args = parser.parse_args()
    with open(args.config_path) as f:
        config = yaml.full_load(f)
    files = load_dataset(config, torch.device("cuda"))
    model = torch.nn.Conv2d(3, 3, 3)
    os.makedirs("samples", exist_ok=True)
    torch.save(model.state_dict(), "samples/g_last.pth.tar")


if __name__ == "__main__":
    main()
