#!/bin/bash
#SBATCH -J train_owt_sedd                  # job name
#SBATCH -N 1                    # nodes
#SBATCH --partition=gpu         # partition
#SBATCH --gres=gpu:4            # GPUs
#SBATCH --requeue

srun python -u -m main \
  loader.batch_size=16 \
  model=small \
  parameterization=sedd \
  trainer.max_steps=1000000
