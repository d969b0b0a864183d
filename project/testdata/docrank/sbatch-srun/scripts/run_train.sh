#!/bin/bash
#SBATCH --nodes 2
#SBATCH --ntasks-per-node=8
#SBATCH --gpus-per-task=1
#SBATCH --account=ourlab
#SBATCH --job-name=train

export MASTER_PORT=15000
srun --cpu_bind=v --accel-bind=gn python train/train.py \
    --lm_path facebook/opt-1.3b \
    --batch_size 64 \
    --run_name train-big --epochs 4
