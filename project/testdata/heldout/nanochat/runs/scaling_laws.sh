#!/bin/bash

LABEL="jan26"
FLOPS_BUDGETS=(1e18 2.15e18 4.64e18 1e19)
DEPTHS=(10 12 14 16 18 20)
NPROC_PER_NODE="${NPROC_PER_NODE:-8}"
WANDB_RUN="${WANDB_RUN:-scaling_${LABEL}}"

export OMP_NUM_THREADS=1
export NANOCHAT_BASE_DIR="${NANOCHAT_BASE_DIR:-$HOME/.cache/nanochat}"
source .venv/bin/activate

RESULTS_DIR="$NANOCHAT_BASE_DIR/scaling_laws_results_${LABEL}"
mkdir -p "$RESULTS_DIR"

for flops in "${FLOPS_BUDGETS[@]}"; do
    for d in "${DEPTHS[@]}"; do
        TAG="scaling_${flops}_d${d}"
        torchrun --standalone --nproc_per_node=$NPROC_PER_NODE -m scripts.base_train -- \
            --depth=$d \
            --target-flops=$flops \
            --target-param-data-ratio=-1 \
            --run="${WANDB_RUN}_${TAG}" \
            --model-tag="${TAG}" \
            --core-metric-every=999999 \
            --sample-every=-1 \
            --save-every=-1
    done
done
