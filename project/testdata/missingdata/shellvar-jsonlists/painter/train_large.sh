#!/bin/bash

DATA_PATH=datasets
name=painter_large
python -m torch.distributed.launch --nproc_per_node=1 \
	--use_env main_train.py  \
    --batch_size 2 \
    --input_size 896 448 \
    --data_path $DATA_PATH/ \
    --json_path  \
    $DATA_PATH/nyu_depth_v2/nyuv2_sync_image_depth.json \
    $DATA_PATH/ade20k/ade20k_training_image_semantic.json \
    $DATA_PATH/denoise/denoise_ssid_train.json \
    --val_json_path \
    $DATA_PATH/nyu_depth_v2/nyuv2_test_image_depth.json \
    --output_dir models/$name
