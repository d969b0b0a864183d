#!/bin/bash
DATA=data/captions
python train.py \
    --json_path $DATA/captions_train.json \
    --output_dir ./checkpoints
