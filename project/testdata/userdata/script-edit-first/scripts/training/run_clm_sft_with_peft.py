import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--model_name_or_path", required=True)
parser.add_argument("--tokenizer_name_or_path")
parser.add_argument("--dataset_dir", required=True)
parser.add_argument("--per_device_train_batch_size", type=int, default=1)
parser.add_argument("--learning_rate", type=float, default=1e-4)
parser.add_argument("--lora_rank", type=int, default=8)
parser.add_argument("--output_dir", default="output_dir")
args = parser.parse_args()
