import argparse

import transformers
from peft import get_peft_model

parser = argparse.ArgumentParser()
parser.add_argument("--data_path", type=str, default="merge.json")
parser.add_argument("--output_path", type=str)
parser.add_argument("--model_path", type=str, default="decapoda-research/llama-7b-hf")
parser.add_argument("--eval_steps", type=int, default=200)
parser.add_argument("--save_steps", type=int, default=200)
parser.add_argument("--test_size", type=int, default=200)
args = parser.parse_args()

trainer = transformers.Trainer(args=transformers.TrainingArguments(output_dir=args.output_path, save_steps=args.save_steps))
trainer.train()
trainer.model.save_pretrained(args.output_path)
