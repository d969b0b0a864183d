import argparse
from datasets import load_dataset
from transformers import AutoModelForCausalLM

p = argparse.ArgumentParser()
p.add_argument("--model.model_name_or_path", dest="model")
p.add_argument("--data.dataset", dest="dataset")
p.add_argument("--ckpt.output_dir", dest="output_dir", default="./ckpt")
a = p.parse_args()
model = AutoModelForCausalLM.from_pretrained(a.model)
data = load_dataset(a.dataset)
model.save_pretrained(a.output_dir)
