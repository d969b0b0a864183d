import argparse
import os

import torch
import yaml

from utils import make_directory, save_checkpoint


def main(config):
    model = torch.nn.Linear(2, 2)
    samples_dir = os.path.join("samples", config["EXP_NAME"])
    results_dir = os.path.join("results", config["EXP_NAME"])
    make_directory(samples_dir)
    make_directory(results_dir)
    for epoch in range(config["EPOCHS"]):
        save_checkpoint({"epoch": epoch + 1, "state_dict": model.state_dict()},
                        f"epoch_{epoch + 1}.pth.tar",
                        samples_dir,
                        results_dir,
                        "g_best.pth.tar",
                        "g_last.pth.tar")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config_path", type=str, default="./configs/train.yaml")
    args = parser.parse_args()
    with open(args.config_path, "r") as f:
        main(yaml.full_load(f))
