#!/bin/bash
#SBATCH -J train_lm1b_ar                  # job name
#SBATCH -N 1                    # nodes
#SBATCH --partition=gpu         # partition
#SBATCH --gres=gpu:4            # GPUs
#SBATCH --requeue

srun python -u -m main \
  loader.batch_size=16 \
  model=small \
  parameterization=ar \
  trainer.max_steps=1000000
