#!/bin/bash
DATA_ROOT=./playground/data

deepspeed chat/train/train_mem.py \
    --deepspeed ./scripts/zero3.json \
    --model_name_or_path lmsys/vicuna-7b-v1.5 \
    --data_path ${DATA_ROOT}/mix665k.json \
    --image_folder ${DATA_ROOT} \
    --output_dir ./checkpoints/chat-7b \
    --num_train_epochs 1
