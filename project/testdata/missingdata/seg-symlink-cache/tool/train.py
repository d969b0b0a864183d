import argparse

import torch
import yaml


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", type=str, required=True)
    args = parser.parse_args()
    cfg = yaml.safe_load(open(args.config))
    model = torch.nn.Conv2d(3, 150, 1)
    torch.save(model.state_dict(), cfg["TRAIN"]["save_path"] + "/final.pth")


if __name__ == "__main__":
    main()
