#!/bin/bash
export CUDA_DEVICE_MAX_CONNECTIONS=1

MODEL="org/chatlm-7b" # a local path works too
# the path to your training data: a json file of conversations
DATA="path_to_data"

while [[ "$1" != "" ]]; do
    case $1 in
        -m | --model )
            shift
            MODEL=$1
            ;;
        -d | --data )
            shift
            DATA=$1
            ;;
        * )
            echo "Unknown argument ${1}"
            exit 1
            ;;
    esac
    shift
done

python finetune.py \
  --model_name_or_path $MODEL \
  --data_path $DATA \
  --output_dir output_chatlm \
  --use_lora
