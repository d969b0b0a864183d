import argparse
import json
import os

import torch
from datasets import load_dataset


def get_dataset(name, dataset_dir):
    with open(os.path.join(dataset_dir, "dataset_info.json")) as f:
        info = json.load(f)[name]
    if "hf_hub_url" in info:
        return load_dataset(path=info["hf_hub_url"], split="train")
    return load_dataset("json", data_files=os.path.join(dataset_dir, info["file_name"]))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", type=str)
    parser.add_argument("--dataset_dir", default="data", type=str)
    parser.add_argument("--model_name_or_path", type=str)
    parser.add_argument("--output_dir", default="saves", type=str)
    args = parser.parse_args()
    rows = get_dataset(args.dataset, args.dataset_dir)
    model = torch.nn.Linear(4, 4)
    torch.save(model.state_dict(), os.path.join(args.output_dir, "model.pt"))
    print(rows)
