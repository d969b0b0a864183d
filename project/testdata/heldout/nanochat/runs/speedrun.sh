#!/bin/bash

# Trains a GPT-2 grade LLM end to end (pretraining + finetuning) on a fresh 8XH100 node, ~1.5 hours.

# Launch:
# bash runs/speedrun.sh
# In a screen session:
# screen -L -Logfile runs/speedrun.log -S speedrun bash runs/speedrun.sh
# With wandb:
# WANDB_RUN=speedrun screen -L -Logfile runs/speedrun.log -S speedrun bash runs/speedrun.sh

# intermediate artifacts (data, tokenizer, checkpoints) go here
export OMP_NUM_THREADS=1
export NANOCHAT_BASE_DIR="$HOME/.cache/nanochat"
mkdir -p $NANOCHAT_BASE_DIR

# -----------------------------------------------------------------------------
# venv via uv
command -v uv &> /dev/null || curl -LsSf https://astral.sh/uv/install.sh | sh
[ -d ".venv" ] || uv venv
uv sync --extra gpu
source .venv/bin/activate

# -----------------------------------------------------------------------------
# wandb: "dummy" disables logging
if [ -z "$WANDB_RUN" ]; then
    WANDB_RUN=dummy
fi

# -----------------------------------------------------------------------------
# Tokenizer

# first 8 shards of pretraining data
python -m nanochat.dataset -n 8
# fetch the rest in the background
python -m nanochat.dataset -n 170 &
DATASET_DOWNLOAD_PID=$!
# train and evaluate the tokenizer
python -m scripts.tok_train
python -m scripts.tok_eval

# -----------------------------------------------------------------------------
# Base model (pretraining)
echo "Waiting for dataset download to complete..."
wait $DATASET_DOWNLOAD_PID

torchrun --standalone --nproc_per_node=8 -m scripts.base_train -- --depth=24 --target-param-data-ratio=8 --device-batch-size=16 --fp8 --run=$WANDB_RUN
torchrun --standalone --nproc_per_node=8 -m scripts.base_eval -- --device-batch-size=16

# -----------------------------------------------------------------------------
# SFT
torchrun --standalone --nproc_per_node=8 -m scripts.chat_sft -- --run=$WANDB_RUN
torchrun --standalone --nproc_per_node=8 -m scripts.chat_eval -- -i sft

# python -m scripts.chat_cli -p "Why is the sky blue?"
