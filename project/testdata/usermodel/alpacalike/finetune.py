import argparse

import torch
from datasets import load_dataset
from transformers import LlamaForCausalLM


def train(base_model, data_path, output_dir):
    model = LlamaForCausalLM.from_pretrained(base_model, torch_dtype=torch.float16)
    data = load_dataset("json", data_files=data_path)
    print(data)
    model.save_pretrained(output_dir)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--base_model", default="./llama-7b", type=str)
    parser.add_argument("--data_path", default="instructions.json", type=str)
    parser.add_argument("--output_dir", default="./lora-out", type=str)
    args = parser.parse_args()
    train(args.base_model, args.data_path, args.output_dir)
