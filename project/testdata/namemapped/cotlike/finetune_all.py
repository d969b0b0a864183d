import argparse

import torch
from datasets import load_dataset

DATA_FILES = {
    "plain": "./data/plain_instructions.json",
    "mix-cot": "./data/mix_plus_cot.json",
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--model_name_or_path', default="some-org/base-7b", type=str)
    parser.add_argument('--data', type=str, nargs="*")
    parser.add_argument('--epochs', default=3, type=int)
    parser.add_argument('--output_dir', default="saved", type=str)
    args = parser.parse_args()
    files = [DATA_FILES.get(n, n) for n in args.data]
    rows = load_dataset("json", data_files=files)
    model = torch.nn.Linear(4, 4)
    torch.save(model.state_dict(), args.output_dir + "/model.pt")
    print(rows)


if __name__ == "__main__":
    main()
