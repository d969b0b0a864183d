#!/bin/bash
model_name_or_path=gpt2
dataset_path=data/alpaca/train_conversation
output_dir=output_models/finetune
while [[ $# -ge 1 ]]; do
  key="$1"
  case ${key} in
    -m|--model_name_or_path) model_name_or_path="$2"; shift ;;
    -d|--dataset_path) dataset_path="$2"; shift ;;
    -o|--output_model_path) output_dir="$2"; shift ;;
  esac
  shift
done
python examples/finetune.py --model_name_or_path ${model_name_or_path} --dataset_path ${dataset_path} --output_dir ${output_dir} --do_train
