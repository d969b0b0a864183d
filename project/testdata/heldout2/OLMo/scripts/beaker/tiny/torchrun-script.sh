#!/usr/bin/env bash
# Runs on each node of a Beaker job: the leader's host name, the node count and a run name (fixture).
set -exuo pipefail

BEAKER_LEADER_REPLICA_HOSTNAME=$1
shift
NUM_NODES=$1
shift
TASK_NAME=$1
shift

export HF_DATASETS_OFFLINE=1

# olmo-300M
torchrun \
  --nnodes ${NUM_NODES}:${NUM_NODES} \
  --nproc-per-node 8 \
  --rdzv_id=101 \
  --rdzv_backend=c10d \
  --rdzv_endpoint=$BEAKER_LEADER_REPLICA_HOSTNAME:29400 \
  scripts/train.py \
    configs/tiny/OLMo-300M.yaml \
      --run_name=$TASK_NAME \
      --wandb.name=$TASK_NAME \
      --wandb.group=$TASK_NAME \
      --wandb.project=olmo-tiny \
      --save_overwrite
