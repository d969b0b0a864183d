#!/bin/bash
# Trains from a toml file of settings (fixture).

config_file="./config/default.toml"          # training settings
sample_prompts="./config/sample_prompts.txt" # prompts for samples, empty for none

sdxl=0      # SDXL LoRA
multi_gpu=0 # only with 2 or more GPUs

export HF_HOME="huggingface"
export TF_CPP_MIN_LOG_LEVEL=3
export PYTHONUTF8=1

extArgs=()
launchArgs=()

if [[ $multi_gpu == 1 ]]; then
  launchArgs+=("--multi_gpu")
  launchArgs+=("--num_processes=2")
fi

if [[ $sdxl == 1 ]]; then
  script_name="sdxl_train_network.py"
else
  script_name="train_network.py"
fi

python -m accelerate.commands.launch "${launchArgs[@]}" --num_cpu_threads_per_process=8 "./scripts/$script_name" \
  --config_file="$config_file" \
  --sample_prompts="$sample_prompts" \
  "${extArgs[@]}"
