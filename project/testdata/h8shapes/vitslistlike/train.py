import argparse
import json
import os

import torch


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('-c', '--config', type=str, default='./configs/base.json', help='JSON file for configuration')
    parser.add_argument('-m', '--model', type=str, required=True, help='Model name')
    args = parser.parse_args()
    model_dir = os.path.join('./logs', args.model)
    os.makedirs(model_dir, exist_ok=True)
    with open(args.config) as f:
        hps = json.load(f)
    torch.save({}, os.path.join(model_dir, 'G_0.pth'))


if __name__ == '__main__':
    main()
