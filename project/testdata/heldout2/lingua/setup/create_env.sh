#!/bin/bash
# Makes a dated conda environment with everything lingua needs (fixture).
# Run with bash, or submit with sbatch on a Slurm cluster.

#SBATCH --job-name=env_creation
#SBATCH --nodes=1
#SBATCH --gres=gpu:8
#SBATCH --time=01:00:00

set -e

env_prefix=lingua_$(date +%y%m%d)

source $CONDA_ROOT/etc/profile.d/conda.sh
conda create -n $env_prefix python=3.11 -y -c anaconda
conda activate $env_prefix

pip install torch==2.7.0 xformers
pip install ninja
pip install --requirement requirements.txt

echo "environment $env_prefix is ready"
