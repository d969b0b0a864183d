#!/bin/bash
# Set the values below, then run this script.

pretrained_model="./sd-models/model.safetensors"
train_data_dir="./train/images"
network_dim=32
lr="1e-4"
output_dir="./output"
output_name="my-lora"

accelerate launch --num_cpu_threads_per_process=8 "./scripts/train_network.py" \
  --pretrained_model_name_or_path=$pretrained_model \
  --train_data_dir=$train_data_dir \
  --network_dim=$network_dim \
  --learning_rate=$lr \
  --output_dir=$output_dir \
  --output_name=$output_name
