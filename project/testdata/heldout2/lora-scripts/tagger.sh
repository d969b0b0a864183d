#!/bin/bash
# Tags training images with a WD14 tagger (fixture).

train_data_dir="./input"
repo_id="SmilingWolf/wd-v1-4-swinv2-tagger-v2"
model_dir=""
batch_size=12
thresh=0.35

export HF_HOME="huggingface"
export TF_CPP_MIN_LOG_LEVEL=3

extArgs=()
if [ -n "$repo_id" ]; then
  extArgs+=( "--repo_id=$repo_id" )
fi
if [ -n "$model_dir" ]; then
  extArgs+=( "--model_dir=$model_dir" )
fi

# run tagger
accelerate launch --num_cpu_threads_per_process=8 "./scripts/stable/finetune/tag_images_by_wd14_tagger.py" \
  $train_data_dir \
  --thresh=$thresh \
  --caption_extension .txt \
  ${extArgs[@]}
