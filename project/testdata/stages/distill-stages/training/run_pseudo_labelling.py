import argparse

parser = argparse.ArgumentParser(description="label a speech corpus with the teacher")
parser.add_argument("--model_name_or_path", required=True)
parser.add_argument("--dataset_name", required=True)
parser.add_argument("--per_device_eval_batch_size", type=int, default=8)
parser.add_argument("--output_dir", required=True)

if __name__ == "__main__":
    args = parser.parse_args()
