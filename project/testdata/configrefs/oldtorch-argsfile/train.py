import argparse

from transformers import HfArgumentParser, TrainingArguments


def setup_everything():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train_args_file", type=str, default="train_args/sft/qwen-7b-sft-qlora.json")
    args = parser.parse_args()
    return HfArgumentParser((TrainingArguments,)).parse_json_file(json_file=args.train_args_file)


if __name__ == "__main__":
    setup_everything()
