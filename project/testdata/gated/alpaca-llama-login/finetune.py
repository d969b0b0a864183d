import fire
import torch
from datasets import load_dataset
from transformers import AutoModelForCausalLM


def train(base_model: str = "", data_path: str = "yahma/alpaca-cleaned", output_dir: str = "./lora-alpaca"):
    model = AutoModelForCausalLM.from_pretrained(base_model)
    data = load_dataset(data_path)
    model.save_pretrained(output_dir)


if __name__ == "__main__":
    fire.Fire(train)
