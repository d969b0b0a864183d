#!/bin/bash
data_dir=$1
model_path=$2
percentage=$3
data_seed=$4
job_name=$5
output_dir=../out/${job_name}
mkdir -p $output_dir
train_files=("$data_dir/train/processed/flan/flan_data.jsonl" "$data_dir/train/processed/dolly/dolly_data.jsonl")
torchrun --nproc_per_node 1 -m selector.train --model_name_or_path $model_path --output_dir $output_dir --percentage $percentage --data_seed $data_seed --train_files "${train_files[@]}"
