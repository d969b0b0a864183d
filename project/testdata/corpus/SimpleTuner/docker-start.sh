#!/bin/bash
# Container entry (fixture stub): export env for login shells, start sshd,
# log in to HF / W&B when tokens are given, then keep the container alive.

service ssh start

if [[ -n "${HF_TOKEN:-$HUGGING_FACE_HUB_TOKEN}" ]]; then
	huggingface-cli login --token "${HF_TOKEN:-$HUGGING_FACE_HUB_TOKEN}" --add-to-git-credential
fi

if [[ -n "${WANDB_API_KEY:-$WANDB_TOKEN}" ]]; then
	wandb login "${WANDB_API_KEY:-$WANDB_TOKEN}"
fi

sleep infinity
