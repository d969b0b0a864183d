#!/bin/sh
export PYTHONPATH=./
PYTHON=python

dataset=$1
exp_name=$2
exp_dir=exp/${dataset}/${exp_name}
config=config/${dataset}/${dataset}_${exp_name}.yaml

mkdir -p ${exp_dir}
cp tool/train.sh tool/train.py ${config} ${exp_dir}
$PYTHON -u ${exp_dir}/train.py \
  --config=${config} \
  2>&1 | tee ${exp_dir}/train.log
