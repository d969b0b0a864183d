#!/bin/sh
dataset=$1
exp_dir=exp/${dataset}
config=config/${dataset}.yaml
mkdir -p ${exp_dir}
cp tool/train.py ${config} ${exp_dir}
python -u ${exp_dir}/train.py --config=${config}
