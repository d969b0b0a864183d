#!/bin/bash

# Set the variable below for the language model you start from:
# MODEL_VERSION="vicuna-v1-5-7b"

deepspeed llava/train/train_mem.py \
    --deepspeed ./scripts/zero2.json \
    --lora_enable True \
    --model_name_or_path lmsys/vicuna-7b-v1.5 \
    --data_path ./playground/data/instruct_sample.json \
    --bf16 True \
    --output_dir ./checkpoints/llava-$MODEL_VERSION-finetune_lora \
    --num_train_epochs 1 \
    --save_strategy "steps" \
    --save_steps 50000
