import argparse
import torch
from transformers import AutoModelForCausalLM
p = argparse.ArgumentParser()
p.add_argument("--model_name_or_path")
p.add_argument("--output_dir", default="output")
p.add_argument("--num_train_epochs", type=int, default=1)
a = p.parse_args()
m = AutoModelForCausalLM.from_pretrained(a.model_name_or_path)
m.save_pretrained(a.output_dir)
