#!/bin/bash
python train.py \
    --model_name_or_path bert-base-uncased \
    --train_file data/wiki_sentences.txt \
    --output_dir result/unsup-bert \
    --num_train_epochs 1 \
    "$@"
